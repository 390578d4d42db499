import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FileButton } from './file-button';
import { CameraIcon } from './icons';

interface PhotoPickerProps {
  photo: File | null;
  onChange: (photo: File | null) => void;
  disabled?: boolean;
}

/** An optional photo of the parcel, taken with the tablet's camera (or chosen), shown before it is sent. */
export function PhotoPicker({ photo, onChange, disabled }: PhotoPickerProps) {
  const { t } = useTranslation();
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  if (photo && preview) {
    return (
      <div className="flex items-center gap-4 rounded-xl border border-slate-300 bg-white p-3">
        <img src={preview} alt={t('receiving.photo.preview')} className="size-24 rounded-lg object-cover" data-testid="photo-preview" />
        <div className="flex flex-1 flex-col gap-2">
          <p className="text-base font-medium text-slate-800">{t('receiving.photo.ready')}</p>
          <Button variant="outline" size="lg" className="h-14" disabled={disabled} onClick={() => onChange(null)}>{t('receiving.photo.remove')}</Button>
        </div>
      </div>
    );
  }
  return <FileButton label={t('receiving.photo.take')} onFile={onChange} disabled={disabled} icon={<CameraIcon />} className="w-full" testId="parcel-photo-input" />;
}
