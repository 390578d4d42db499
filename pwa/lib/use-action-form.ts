import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';

/** What a form's fields showed when it was sent, by name: FormData's text entries (a checked box is "on"). */
export type SentValues = Record<string, string>;
export type FieldErrors = Partial<Record<string, string>>;

/** What a form's handler answers: done (the fields start over empty), or what to show beside the fields. */
export type ActionOutcome = { ok: true } | { ok: false; errors?: FieldErrors };

interface ActionFormState {
  errors: FieldErrors;
  /** Counts answers, so that each answer's errors show (and take focus) even when they are the same as before. */
  answer: number;
}

const START: ActionFormState = { errors: {}, answer: 0 };

function sentValues(formData: FormData): SentValues {
  const values: SentValues = {};
  for (const [name, value] of formData) if (typeof value === 'string') values[name] = value;
  return values;
}

/**
 * A form sent through React's form action (decision 137). Its fields are the browser's own: what they show is what
 * the handler gets, whenever it was typed. A prerendered form is sent even before the app has hydrated it: React
 * DOM's prerender writes a small script beside it that keeps the submit with its FormData, and React hands both to
 * the action once it has hydrated the form.
 *
 * React resets a form once its action is done (the browser's own reset); a refused form keeps what was typed by
 * cancelling that reset. `error(name)` is a field's error until the field is edited (part 1 section 5); the first
 * field with an error takes the focus. `onEdit` sees the form once mounted (`mounted`: with whatever was typed
 * before the app arrived) and after every edit, for what the form shows as it is filled.
 */
export function useActionForm(handle: (values: SentValues) => Promise<ActionOutcome>, onEdit?: (form: HTMLFormElement, mounted: boolean) => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const keepTyped = useRef(false);
  const [state, action, pending] = useActionState<ActionFormState, FormData>(async (previous, formData) => {
    const outcome = await handle(sentValues(formData));
    keepTyped.current = !outcome.ok;
    return { errors: outcome.ok ? {} : (outcome.errors ?? {}), answer: previous.answer + 1 };
  }, START);
  const [edited, setEdited] = useState({ answer: 0, names: new Set<string>() });
  const editedNames = edited.answer === state.answer ? edited.names : new Set<string>();

  const editRef = useRef(onEdit);
  useEffect(() => {
    editRef.current = onEdit;
  });
  useEffect(() => {
    if (formRef.current) editRef.current?.(formRef.current, true);
  }, []);

  useEffect(() => {
    const first = Object.keys(state.errors).find((name) => state.errors[name]);
    const field = first ? formRef.current?.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
  }, [state]);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    onEdit?.(event.currentTarget, false);
    const { name } = event.target as HTMLInputElement;
    if (!name || !state.errors[name] || editedNames.has(name)) return;
    setEdited({ answer: state.answer, names: new Set(editedNames).add(name) });
  };

  const onReset = (event: FormEvent<HTMLFormElement>) => {
    if (keepTyped.current) event.preventDefault();
  };

  return {
    /** Spread on the <form>. */
    formProps: { ref: formRef, action, onChange, onReset, noValidate: true },
    pending,
    error: (name: string) => (editedNames.has(name) ? undefined : state.errors[name]),
  };
}
