import { useLocation } from 'wouter';

/** Spec §2: the profile's way back, with or without agent data. */
export function ReturnButton() {
  const [, navigate] = useLocation();
  return (
    <button type="button" className="button" onClick={() => navigate('/dashboard')}>
      ← Return to Directory
    </button>
  );
}
