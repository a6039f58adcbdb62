// "Edit callsign": changes the name in the greeting, in place. A button opens a small labelled
// form (Enter saves, Escape or Cancel closes it); focus moves into the field and back to the
// button afterwards, so a keyboard user never loses their place.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { checkCallsign, MAX_USER_LENGTH, saveStoredUser } from '../../../lib/storedUser.ts';

export interface CallsignEditorProps {
  user: string;
  onChange(user: string): void;
}

export function CallsignEditor({ user, onChange }: CallsignEditorProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  // Focus follows the form opening and closing; not on first render, where the heading has it.
  const returnFocus = useRef(false);
  const inputId = useId();
  const errorId = useId();
  const editing = draft !== null;

  useEffect(() => {
    if (editing) {
      input.current?.focus();
      input.current?.select();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const open = () => {
    setDraft(user);
    setError('');
    setNotice('');
  };

  const close = () => {
    returnFocus.current = true;
    setDraft(null);
    setError('');
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkCallsign(draft ?? '');
    if (!checked.ok) {
      setError(checked.message);
      input.current?.focus();
      return;
    }
    const stored = saveStoredUser(checked.name);
    onChange(checked.name);
    setNotice(stored ? '' : 'Callsign changed for this visit only: this browser does not allow saving it.');
    close();
  };

  const cancelOnEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  return (
    <div className="callsign">
      {editing ? (
        <form className="callsign__form" onSubmit={save} onKeyDown={cancelOnEscape} noValidate>
          <label className="callsign__label" htmlFor={inputId}>
            Callsign
          </label>
          <input
            ref={input}
            id={inputId}
            className="input"
            type="text"
            name="callsign"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setError('');
            }}
            maxLength={MAX_USER_LENGTH}
            autoComplete="nickname"
            spellCheck={false}
            aria-invalid={error !== ''}
            aria-describedby={error !== '' ? errorId : undefined}
          />
          <div className="callsign__buttons">
            <button className="button button--small" type="submit">
              Save
            </button>
            <button className="button button--small" type="button" onClick={close}>
              Cancel
            </button>
          </div>
          {error !== '' && (
            <p id={errorId} className="callsign__error" role="alert">
              {error}
            </p>
          )}
        </form>
      ) : (
        // A pencil beside the greeting, so the panel grows no taller; its name says what it does.
        <button
          ref={editButton}
          className="button button--icon"
          type="button"
          onClick={open}
          aria-label="Edit callsign"
          title="Edit callsign"
        >
          <span aria-hidden="true">✎</span>
        </button>
      )}
      {/* Always in the page, so a screen reader announces the notice when it appears. */}
      <p className="callsign__notice" aria-live="polite">
        {notice}
      </p>
    </div>
  );
}
