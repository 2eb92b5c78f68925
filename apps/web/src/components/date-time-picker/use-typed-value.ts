import { useEffect, useRef, useState } from 'react';

/**
 * What both pickers keep beside their value: the text in the field and why it could not be read. A new value
 * from outside (a form reset, a loaded record) replaces what is shown; a value the picker sent itself does not.
 */
export function useTypedValue<V, P extends string>(
  value: V,
  shown: (value: V) => string,
  onChange: (next: V) => void,
) {
  const [text, setText] = useState(() => shown(value));
  const [problem, setProblem] = useState<P | null>(null);
  const lastSent = useRef(value);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` is a module function; only a new value counts.
  useEffect(() => {
    if (value === lastSent.current) return;
    lastSent.current = value;
    setText(shown(value));
    setProblem(null);
  }, [value]);

  const send = (next: V) => {
    lastSent.current = next;
    onChange(next);
  };
  return { text, setText, problem, setProblem, send };
}
