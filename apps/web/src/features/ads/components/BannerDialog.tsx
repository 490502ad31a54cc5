import { Select, TextInput } from '@mantine/core';
import {
  ADS_UI,
  BANNER_SCREENS,
  type BannerInput,
  type BannerKind,
  bannerSaveSchema,
  DEFAULT_CAMPAIGN_SIDE,
  sidesOf,
} from '@newsroom/shared';
import { useEffect, useMemo } from 'react';
import { MediaPickButton } from '../../../components/media/MediaPickButton.tsx';
import type { ImageFile } from '../../../lib/image-file.ts';
import { showInfo } from '../../../lib/messages.ts';
import { passesRules, useRulesForm } from '../../../lib/rules-form.ts';
import { rulesValidator } from '../../../lib/rules-validator.ts';
import { useAdItem } from '../api/get-ad.ts';
import { useSaveAd } from '../api/save-ad.ts';
import { AdDialog } from './AdDialog.tsx';
import { ImagePicker } from './ImagePicker.tsx';

/** The side choices of a kind: a banner's placements show their code beside the label. */
export function sideOptions(kind: BannerKind) {
  return sidesOf(kind).map((s) => ({
    value: s.code,
    label: kind === 'banner' && s.code ? `${s.label} (${s.code})` : s.label,
  }));
}

type BannerFormValues = {
  title: string;
  url: string;
  side: string;
  /** A newly chosen image. */
  image: ImageFile | null;
  /** The stored image, until the dialog removes it. */
  stored: { url: string; width: number; height: number } | null;
  /** An image chosen from the media library (it becomes `stored` too, for the preview). */
  media_id: number | null;
};

/**
 * The dialog's rules, the API's own for a save of the kind (bannerSaveSchema): a title, an
 * http(s) link or none, and an image: a new item needs one, an existing one must keep one.
 */
function bannerFormValidator(kind: BannerKind) {
  return rulesValidator<BannerFormValues>(bannerSaveSchema(kind), ADS_UI.invalid, (values) => ({
    title: values.title,
    url: values.url,
    side: values.side,
    image: values.image,
    stored_image: values.stored?.url ?? '',
  }));
}

interface BannerDialogProps {
  kind: BannerKind;
  /** null for a new item. */
  id: number | null;
  onClose: () => void;
}

/** The campaign or banner dialog: title, link, side and image. */
export function BannerDialog({ kind, id, onClose }: BannerDialogProps) {
  const screen = BANNER_SCREENS[kind];
  const item = useAdItem(kind === 'campaign' ? 'campaigns' : 'banners', id);
  const save = useSaveAd(kind === 'campaign' ? 'campaigns' : 'banners', onClose);
  const validate = useMemo(() => bannerFormValidator(kind), [kind]);
  const form = useRulesForm<BannerFormValues>({
    initialValues: {
      title: '',
      url: '',
      side: kind === 'campaign' ? DEFAULT_CAMPAIGN_SIDE : '',
      image: null,
      stored: null,
      media_id: null,
    },
    validate,
  });
  const { values, errors, setValues } = form;

  const loaded = item.data;
  useEffect(() => {
    if (!loaded) return;
    setValues({
      title: loaded.title,
      url: loaded.url,
      side: loaded.side,
      stored: loaded.banner_url
        ? { url: loaded.banner_url, width: loaded.width, height: loaded.height }
        : null,
    });
  }, [loaded, setValues]);

  function submit() {
    if (!passesRules(form)) return;
    const { image } = values;
    showInfo(image ? screen.uploading : screen.saving);
    const input: BannerInput = {
      title: values.title.trim(),
      url: values.url.trim(),
      side: kind === 'campaign' && !values.side ? DEFAULT_CAMPAIGN_SIDE : values.side,
      image,
      ...(values.media_id && !image ? { media_id: values.media_id } : {}),
      ...(loaded ? { last_update: loaded.last_update } : {}),
    };
    save.mutate({ id, input });
  }

  return (
    <AdDialog
      title={id === null ? screen.newTitle : screen.editTitle}
      loading={id !== null && item.isPending}
      saving={save.isPending}
      onSave={submit}
      onClose={onClose}
    >
      <TextInput label={ADS_UI.title} {...form.getInputProps('title')} required data-autofocus />
      <TextInput
        label={ADS_UI.url}
        placeholder={ADS_UI.urlPlaceholder}
        type="url"
        {...form.getInputProps('url')}
      />
      <Select
        label={screen.sideLabel}
        data={sideOptions(kind)}
        value={values.side}
        onChange={(value) => form.setFieldValue('side', value ?? '')}
        error={Boolean(errors.side)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <ImagePicker
        label={screen.imageLabel}
        image={values.image}
        stored={values.stored}
        error={typeof errors.image === 'string' ? errors.image : undefined}
        disabled={save.isPending}
        onChoose={(chosen) => form.setFieldValue('image', chosen)}
        onRemove={() => form.setValues({ image: null, stored: null, media_id: null })}
      />
      <div>
        <MediaPickButton
          disabled={save.isPending}
          onPick={(item) =>
            form.setValues({
              image: null,
              media_id: item.id,
              stored: { url: item.url, width: item.width, height: item.height },
            })
          }
        />
      </div>
    </AdDialog>
  );
}
