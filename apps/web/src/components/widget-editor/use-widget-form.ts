import type { UseMutationResult } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/server-field-errors';

type Saved = { data: { id: string } };

interface UseWidgetFormOptions<
  I extends FieldValues,
  V extends { id: string },
  S extends Saved,
  T extends string,
> {
  resolver: Resolver<I, unknown, V>;
  defaultValues: DefaultValues<I>;
  /** The saved widget's values, or null for a new one. */
  saved: DefaultValues<I> | null;
  tab: T;
  /** Which tab holds each field, so a refused save opens the tab of its first bad field. */
  fieldTabs: Partial<Record<FieldPath<I>, T>>;
  tabHref: (id: string, tab: T) => string;
  toValues: (saved: S['data']) => DefaultValues<I>;
  create: UseMutationResult<S, Error, V>;
  update: UseMutationResult<S, Error, Omit<V, 'id'>>;
  savedText: string;
}

/**
 * A widget editor's one form over all its tabs, so switching tab keeps what was typed: create (then the
 * editor moves to the new id) or update, the server's field messages on the fields, and a refused save opens
 * the tab of its first bad field, which would otherwise be invisible.
 */
export function useWidgetForm<
  I extends FieldValues,
  V extends { id: string },
  S extends Saved,
  T extends string,
>(options: UseWidgetFormOptions<I, V, S, T>) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { saved, tab, fieldTabs, tabHref, create, update } = options;
  const form = useForm<I, unknown, V>({
    resolver: options.resolver,
    mode: 'onTouched',
    defaultValues: saved ?? options.defaultValues,
  });
  const savedId = saved ? String((saved as { id?: unknown }).id ?? '') : null;
  const routeId = savedId ?? 'new';
  const fieldNames = Object.keys(fieldTabs) as FieldPath<I>[];

  const showTabOf = (fields: string[]) => {
    const owner = fields.map((field) => fieldTabs[field as FieldPath<I>]).find(Boolean);
    if (owner && owner !== tab) navigate(tabHref(routeId, owner));
  };

  const onSubmit = form.handleSubmit(
    async (submitted) => {
      try {
        if (savedId !== null) {
          const { id: _id, ...body } = submitted;
          const answer = await update.mutateAsync(body);
          form.reset(options.toValues(answer.data));
        } else {
          const answer = await create.mutateAsync(submitted);
          navigate(tabHref(answer.data.id, tab), { replace: true });
        }
        enqueueSnackbar(options.savedText, { variant: 'success' });
      } catch (error) {
        setServerFieldErrors(error, form.setError, fieldNames);
        if (error instanceof ApiRequestError) showTabOf(Object.keys(error.fields));
      }
    },
    (errors: FieldErrors<I>) => showTabOf(Object.keys(errors)),
  );

  return { form, onSubmit, saving: savedId !== null ? update : create };
}
