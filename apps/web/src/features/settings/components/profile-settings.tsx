import { type ProfileNameBody, profileNameSchema } from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormTextField } from '@/components/form-text-field';
import { useSignedInSession } from '@/features/auth';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import {
  useRemoveProfileImage,
  useUpdateProfileName,
  useUploadProfileImage,
} from '../api/profile-settings-api';
import { ImageUpload } from './profile-settings-image-upload';
import { ProfilePasswordForm } from './profile-settings-password';

/** settings/profile: the signed-in user's own name, image and password. */
export function ProfileSettings(_: { accountId: string }) {
  const { t } = useTranslation(['settings']);
  const { user } = useSignedInSession();
  const saveName = useUpdateProfileName();
  const uploadImage = useUploadProfileImage();
  const removeImage = useRemoveProfileImage();
  const { control, handleSubmit, setError } = useForm<ProfileNameBody>({
    resolver: zodResolver(profileNameSchema),
    mode: 'onTouched',
    defaultValues: { firstname: user.firstname, lastname: user.lastname },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await saveName.mutateAsync(values);
    } catch (error) {
      setServerFieldErrors(error, setError, ['firstname', 'lastname']);
    }
  });

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack
          spacing={2}
          component="form"
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="profile-name-title"
        >
          <Typography id="profile-name-title" component="h2" variant="h6">
            {t('settings:profile.nameTitle')}
          </Typography>
          <Typography color="text.secondary">{user.email}</Typography>
          <FormErrorAlert error={saveName.error} />
          {saveName.isSuccess && <Alert severity="success">{t('settings:profile.saved')}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="firstname"
              label={t('settings:profile.firstname')}
              autoComplete="given-name"
              required
            />
            <FormTextField
              control={control}
              name="lastname"
              label={t('settings:profile.lastname')}
              autoComplete="family-name"
              required
            />
          </Stack>
          <div>
            <Button type="submit" variant="contained" disabled={saveName.isPending}>
              {t('settings:profile.save')}
            </Button>
          </div>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <ImageUpload
          label={t('settings:profile.imageTitle')}
          imageUrl={user.image}
          alt={t('settings:profile.imageAlt')}
          chooseLabel={t('settings:profile.chooseImage')}
          removeLabel={t('settings:profile.removeImage')}
          pending={uploadImage.isPending || removeImage.isPending}
          error={uploadImage.error ?? removeImage.error}
          onUpload={(file) => {
            removeImage.reset();
            uploadImage.mutate(file);
          }}
          onRemove={() => {
            uploadImage.reset();
            removeImage.mutate();
          }}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <ProfilePasswordForm />
      </Paper>
    </Stack>
  );
}
