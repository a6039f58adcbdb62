// The dashboard's "Chain of Command" switch (issue 47): shown for a linked mission's finished search,
// whose agents have handlers; it draws a line from each agent on the map to its handler.
interface Props {
  on: boolean;
  onToggle(): void;
}

export function ChainToggle({ on, onToggle }: Props) {
  return (
    <div className="panel__buttons">
      <button className="button button--toggle" type="button" aria-pressed={on} onClick={onToggle}>
        Chain of Command
      </button>
    </div>
  );
}
