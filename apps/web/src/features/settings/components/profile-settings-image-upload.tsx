import { LIMITS } from '@butikkpanel/contracts/core';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';

const IMAGE_TYPES = ['image/jpeg', 'image/png'];

interface ImageUploadProps {
  label: string;
  imageUrl: string | null;
  alt: string;
  chooseLabel: string;
  removeLabel: string;
  disabled?: boolean;
  pending: boolean;
  error: unknown;
  onUpload(file: File): void;
  onRemove(): void;
}

/**
 * A jpg or png of at most 1 MB (profile image, logo): checked here first for a quick answer, and again by the
 * server by its bytes. The catalogue's 'file too big' and 'illegal file type' show under it.
 */
export function ImageUpload(props: ImageUploadProps) {
  const { t } = useTranslation(['errors', 'settings']);
  const inputId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) setProblem(t('errors:illegal_file_type'));
    else if (file.size > LIMITS.fileLimitBytes) setProblem(t('errors:file_too_big'));
    else {
      setProblem(null);
      props.onUpload(file);
    }
  };

  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle1">
        {props.label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar
          src={props.imageUrl ?? undefined}
          alt={props.imageUrl ? props.alt : undefined}
          variant="rounded"
          sx={{ width: 72, height: 72 }}
        />
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png"
          hidden
          disabled={props.disabled || props.pending}
          aria-describedby={hintId}
          onChange={choose}
        />
        <Button
          variant="outlined"
          component="label"
          htmlFor={inputId}
          disabled={props.disabled || props.pending}
        >
          {props.chooseLabel}
        </Button>
        {props.imageUrl && (
          <Button color="error" onClick={props.onRemove} disabled={props.disabled || props.pending}>
            {props.removeLabel}
          </Button>
        )}
      </Stack>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('settings:profile.imageHint')}
      </Typography>
      {problem ? (
        <Typography role="alert" color="error" variant="body2">
          {problem}
        </Typography>
      ) : (
        <FormErrorAlert error={props.error} />
      )}
    </Stack>
  );
}
