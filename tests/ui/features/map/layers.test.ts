import { HeatmapLayer } from '@deck.gl/aggregation-layers';
import { LineLayer, ScatterplotLayer } from '@deck.gl/layers';
import { describe, expect, it } from 'vitest';
import {
  HEAT_RADIUS_PIXELS,
  HEAT_THRESHOLD,
  LONDON,
  MARKER_RADIUS_PX,
} from '../../../../src/ui/features/map/constants.ts';
import {
  LAYER_ID,
  buildAgentLayer,
  buildAgentLayers,
  buildHeatLayer,
  buildLinkLayer,
  summarizeLayers,
} from '../../../../src/ui/features/map/layers.ts';
import { NO_POINTS, toAgentPoints, toLinkPaths } from '../../../../src/ui/features/map/points.ts';
import { LinkDashExtension } from '../../../../src/ui/features/map/linkDash.ts';
import { parisAgents } from './agents.ts';

const agents = parisAgents(12);
const points = toAgentPoints(agents);
const links = toLinkPaths(points, LONDON);

/** The binary data object a builder handed to deck. */
function binary(layer: { props: { data: unknown } }) {
  return layer.props.data as {
    length: number;
    attributes: Record<string, { value: Float64Array | Float32Array; size: number }>;
  };
}

describe('buildAgentLayer', () => {
  it('is a ScatterplotLayer with a stable id and one point per agent', () => {
    const layer = buildAgentLayer(points);
    expect(layer).toBeInstanceOf(ScatterplotLayer);
    expect(layer.id).toBe('agents');
    expect(buildAgentLayer(toAgentPoints(agents.slice(0, 3))).id).toBe(layer.id);
    const data = binary(layer);
    expect(data.length).toBe(12);
    expect(data.attributes['getPosition']?.size).toBe(2);
    // Longitude first, as deck expects.
    expect(Array.from(data.attributes['getPosition']?.value.subarray(0, 2) ?? [])).toEqual([
      agents[0]?.lng,
      agents[0]?.lat,
    ]);
  });

  it('draws 6 px markers in screen pixels', () => {
    const layer = buildAgentLayer(points);
    expect(MARKER_RADIUS_PX).toBe(6);
    expect(layer.props.getRadius).toBe(6);
    expect(layer.props.radiusUnits).toBe('pixels');
  });
});

/** Where a LineLayer reads agent i's source and target: `offset + i × stride` bytes into the values. */
function segmentOf(layer: LineLayer, i: number): { source: number[]; target: number[] } {
  const attributes = binary(layer).attributes as unknown as Record<
    'getSourcePosition' | 'getTargetPosition',
    { value: Float64Array; stride: number; offset: number }
  >;
  const read = ({ value, stride, offset }: { value: Float64Array; stride: number; offset: number }) => {
    const first = (offset + i * stride) / value.BYTES_PER_ELEMENT;
    return [value[first] ?? NaN, value[first + 1] ?? NaN];
  };
  return { source: read(attributes.getSourcePosition), target: read(attributes.getTargetPosition) };
}

describe('buildLinkLayer', () => {
  it("draws the spec's dashed lines as a LineLayer with the dash extension, one line per agent", () => {
    const layer = buildLinkLayer(links, true);
    expect(layer).toBeInstanceOf(LineLayer);
    expect(layer.id).toBe('agent-links');
    expect(binary(layer).length).toBe(12);
    expect(layer.props.extensions.some((extension) => extension instanceof LinkDashExtension)).toBe(true);
    // The bulk searches' solid lines have no dashes.
    expect(buildLinkLayer(links, false).props.extensions).toEqual([]);
  });

  it('starts every line in London and ends it at its agent', () => {
    const layer = buildLinkLayer(links, true);
    agents.forEach((agent, index) => {
      expect(segmentOf(layer, index)).toEqual({ source: [-0.1276, 51.5072], target: [agent.lng, agent.lat] });
    });
  });

  it('keeps the same extension list between rebuilds, so deck sees no change but the data', () => {
    const a = buildLinkLayer(links, true);
    const b = buildLinkLayer(toLinkPaths(toAgentPoints(agents.slice(0, 5)), LONDON), true);
    expect(b.props.extensions).toBe(a.props.extensions);
  });
});

describe('buildLinkLayer for a bulk search', () => {
  it('draws solid instanced lines, London to each agent, read in place from the same vertices', () => {
    const many = Array.from({ length: 1500 }, (_, i) => ({ lat: 48 + i / 1e4, lng: 2 + i / 1e4 }));
    const paths = toLinkPaths(toAgentPoints(many), LONDON);
    const layer = buildLinkLayer(paths, false);
    expect(layer).toBeInstanceOf(LineLayer);
    const data = binary(layer);
    expect(data.length).toBe(1500);
    const source = data.attributes['getSourcePosition'] as unknown as {
      value: Float64Array;
      stride: number;
      offset: number;
    };
    const target = data.attributes['getTargetPosition'] as unknown as {
      value: Float64Array;
      stride: number;
      offset: number;
    };
    expect(source.value).toBe(paths.positions);
    expect(target.value).toBe(paths.positions);
    // Read as deck will: agent i's target starts `offset + i × stride` bytes in.
    const at = (attribute: typeof source, i: number) => {
      const first = (attribute.offset + i * attribute.stride) / 8;
      return [attribute.value[first], attribute.value[first + 1]];
    };
    expect(at(source, 1499)).toEqual([-0.1276, 51.5072]);
    expect(at(target, 1499)).toEqual([many[1499]!.lng, many[1499]!.lat]);
  });

  it('has an id of its own, apart from the dashed lines', () => {
    // deck hands a layer's state to the next layer of the same id, whatever its class.
    expect(buildLinkLayer(links, false).id).not.toBe(buildLinkLayer(links, true).id);
  });

  it('is counted as the lines shown', () => {
    const layers = buildAgentLayers({ markers: points, links, dashedLinks: false, heat: null });
    expect(summarizeLayers(layers)).toEqual({ markers: 12, lines: 12, heat: false, chain: 0 });
  });
});

describe('buildHeatLayer', () => {
  it('is a HeatmapLayer over every agent with the cyan → magenta → white ramp', () => {
    const layer = buildHeatLayer(points);
    expect(layer).toBeInstanceOf(HeatmapLayer);
    expect(layer.id).toBe('agent-heat');
    expect(binary(layer).length).toBe(12);
    expect(layer.props.colorRange).toEqual([
      [0, 255, 255],
      [255, 0, 255],
      [255, 255, 255],
    ]);
    expect(layer.props.radiusPixels).toBe(HEAT_RADIUS_PIXELS);
    expect(layer.props.threshold).toBe(HEAT_THRESHOLD);
  });

  it('reads per-point weights from a typed array when agents were summed into cells', () => {
    const weights = Float32Array.from({ length: 12 }, (_, i) => i + 1);
    const data = binary(buildHeatLayer({ ...points, weights }));
    expect(data.attributes['getWeight']).toEqual({ value: weights, size: 1 });
    expect(binary(buildHeatLayer(points)).attributes['getWeight']).toBeUndefined();
  });

  it('keeps its colour range identity, so deck does not rebuild the colour texture on every update', () => {
    expect(buildHeatLayer(NO_POINTS).props.colorRange).toBe(buildHeatLayer(points).props.colorRange);
  });
});

describe('buildAgentLayers', () => {
  it('leaves the heat layer out when the heat map is off', () => {
    const ids = buildAgentLayers({ markers: points, links: null, dashedLinks: true, heat: null }).map(
      (layer) => layer.id,
    );
    expect(ids).toEqual([LAYER_ID.agents]);
  });

  it('stacks heat, lines and markers bottom to top when all are on', () => {
    const ids = buildAgentLayers({ markers: points, links, dashedLinks: true, heat: points }).map(
      (layer) => layer.id,
    );
    expect(ids).toEqual(['agent-heat', 'agent-links', 'agents']);
  });

  it('draws the chain of command over the lines from London and under the markers, agent to handler', () => {
    // Two agents and their handlers: 4 numbers a line, the agent's lng and lat, then the handler's.
    const chain = { length: 2, positions: Float64Array.of(2.3, 48.8, 2.35, 48.85, 2.4, 48.9, 2.35, 48.85) };
    const layers = buildAgentLayers({ markers: points, links, dashedLinks: true, heat: null, chain });
    expect(layers.map((layer) => layer.id)).toEqual(['agent-links', LAYER_ID.chain, 'agents']);
    const line = layers[1] as LineLayer;
    expect(line).toBeInstanceOf(LineLayer);
    const { attributes } = line.props.data as unknown as {
      attributes: Record<string, { value: Float64Array; stride: number; offset: number }>;
    };
    // Source at the start of each 4-number line, target two numbers in (8 bytes each).
    expect(attributes.getSourcePosition).toMatchObject({ value: chain.positions, stride: 32, offset: 0 });
    expect(attributes.getTargetPosition).toMatchObject({ value: chain.positions, stride: 32, offset: 16 });
    expect(summarizeLayers(layers).chain).toBe(2);
  });

  it('keeps the heat layer, empty, when a new search starts with the heat map on', () => {
    const layers = buildAgentLayers({ markers: NO_POINTS, links: null, dashedLinks: true, heat: NO_POINTS });
    expect(layers.map((layer) => layer.id)).toEqual(['agent-heat', 'agents']);
    expect(summarizeLayers(layers)).toEqual({ markers: 0, lines: 0, heat: true, chain: 0 });
  });
});

describe('at scale', () => {
  it('hands 100,000 agents to deck as typed arrays, not objects', () => {
    const many = Array.from({ length: 100_000 }, (_, index) => ({
      lat: (index % 170) - 85,
      lng: (index % 360) - 180,
    }));
    const bigPoints = toAgentPoints(many);
    const layers = buildAgentLayers({
      markers: bigPoints,
      links: toLinkPaths(bigPoints, LONDON),
      dashedLinks: false,
      heat: bigPoints,
    });
    expect(summarizeLayers(layers)).toEqual({ markers: 100_000, lines: 100_000, heat: true, chain: 0 });
    for (const layer of layers) {
      const attributes = Object.values(binary(layer).attributes);
      expect(attributes.length).toBeGreaterThan(0);
      for (const attribute of attributes) expect(attribute.value).toBeInstanceOf(Float64Array);
    }
  });
});

describe('summarizeLayers', () => {
  it('counts what the layers hold', () => {
    expect(
      summarizeLayers(buildAgentLayers({ markers: points, links, dashedLinks: true, heat: points })),
    ).toEqual({
      markers: 12,
      lines: 12,
      heat: true,
      chain: 0,
    });
    const partial = toAgentPoints(agents.slice(0, 4));
    expect(
      summarizeLayers(buildAgentLayers({ markers: partial, links: null, dashedLinks: true, heat: null })),
    ).toEqual({
      markers: 4,
      lines: 0,
      heat: false,
      chain: 0,
    });
  });

  it('reports nothing for no layers', () => {
    expect(summarizeLayers([])).toEqual({ markers: 0, lines: 0, heat: false, chain: 0 });
  });
});
