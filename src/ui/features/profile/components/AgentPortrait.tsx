import { useMemo } from 'react';
import type { Agent } from '../../../../shared/types.ts';
import { agentPortraitUrl, PORTRAIT_HEIGHT, PORTRAIT_WIDTH } from '../portrait.ts';

/**
 * The agent's drawn portrait. Decoration only (empty alt): the dossier's fields are the information,
 * and the face is invented like they are. The profile lazy-loads this module, so drawing code never
 * weighs on the app's first paint. An image of its own rather than inline markup: a data: URL is what
 * the Content-Security-Policy's img-src allows, and an image runs nothing.
 */
export default function AgentPortrait({ agent }: { agent: Agent }) {
  const src = useMemo(() => agentPortraitUrl(agent), [agent]);
  return (
    <img
      className="portrait"
      src={src}
      alt=""
      width={PORTRAIT_WIDTH}
      height={PORTRAIT_HEIGHT}
      decoding="async"
      draggable={false}
    />
  );
}
