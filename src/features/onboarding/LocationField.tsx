import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { App, Button, Space, Typography } from 'antd';
import { DecimalInput } from '../../components/DecimalInput';
import { AimOutlined } from '@ant-design/icons';
import { isInOujda, isValidLngLat, type LngLat } from '../../domain/geo';
import { MSG } from '../../domain/messages';
import { GEOLOCATION_OPTIONS, NOT_IN_OUJDA_TOAST_SECONDS } from '../../domain/registration';
import { MapEmbed } from '../../components/MapEmbed';
import { useMessageText } from './useMessageText';

export interface LocationFieldProps {
  /** [longitude, latitude]; undefined until both numbers are there. */
  value?: LngLat;
  onChange?: (value: LngLat | undefined) => void;
  id?: string;
  disabled?: boolean;
  /** The browser's geolocation; injectable for stories. */
  geolocation?: Geolocation | null;
}

const NOT_IN_OUJDA_KEY = 'not-in-oujda';
const browserGeolocation = () => (typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : null);

/**
 * The business location: from the browser's position (30 s timeout, positions up to 10 s old) or typed
 * coordinates, shown on a map. A point outside Oujda is announced with a 6-second toast.
 */
export function LocationField({ value, onChange, id, disabled, geolocation = browserGeolocation() }: LocationFieldProps) {
  const t = useTranslate();
  const messageText = useMessageText();
  const { message } = App.useApp();
  const [lat, setLat] = useState<number | null>(value?.[1] ?? null);
  const [lng, setLng] = useState<number | null>(value?.[0] ?? null);
  const [locating, setLocating] = useState(false);

  // A point set from outside (initial values) shows in the inputs; a half-typed pair is left alone.
  const [valueLng, valueLat] = value ?? [];
  const [shownValue, setShownValue] = useState([valueLng, valueLat]);
  if (shownValue[0] !== valueLng || shownValue[1] !== valueLat) {
    setShownValue([valueLng, valueLat]);
    if (valueLng !== undefined && valueLat !== undefined) {
      setLng(valueLng);
      setLat(valueLat);
    }
  }

  const emit = (nextLng: number | null, nextLat: number | null) => {
    const point: LngLat | undefined = nextLng !== null && nextLat !== null ? [nextLng, nextLat] : undefined;
    const valid = point && isValidLngLat(point) ? point : undefined;
    onChange?.(valid);
    // A point back in Oujda takes away the warning about the previous one.
    if (valid && isInOujda(valid)) message.destroy(NOT_IN_OUJDA_KEY);
  };

  const warnIfOutside = (point: LngLat) => {
    if (!isInOujda(point))
      message.error({ content: messageText(MSG.notInOujda), duration: NOT_IN_OUJDA_TOAST_SECONDS, key: NOT_IN_OUJDA_KEY });
  };

  const locate = () => {
    if (!geolocation) {
      message.error(messageText(MSG.geolocationUnsupported));
      return;
    }
    setLocating(true);
    geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const point: LngLat = [round(coords.longitude), round(coords.latitude)];
        setLng(point[0]);
        setLat(point[1]);
        emit(point[0], point[1]);
        warnIfOutside(point);
      },
      () => {
        setLocating(false);
        message.error(messageText(MSG.geolocationDenied));
      },
      GEOLOCATION_OPTIONS,
    );
  };

  const shown: LngLat | null = lat !== null && lng !== null && isValidLngLat([lng, lat]) ? [lng, lat] : null;
  const checkInside = () => shown && warnIfOutside(shown);
  return (
    <Space id={id} direction="vertical" size={12} style={{ width: '100%' }}>
      <Button icon={<AimOutlined aria-hidden />} onClick={locate} loading={locating} disabled={disabled}>
        {locating ? t('onboarding.business.locating') : t('onboarding.business.locate')}
      </Button>
      <Space wrap size={12}>
        <CoordinateInput
          label={t('onboarding.business.latitude')}
          value={lat}
          disabled={disabled}
          placeholder="34.6814"
          onChange={(v) => (setLat(v), emit(lng, v))}
          onBlur={checkInside}
        />
        <CoordinateInput
          label={t('onboarding.business.longitude')}
          value={lng}
          disabled={disabled}
          placeholder="-1.9086"
          onChange={(v) => (setLng(v), emit(v, lat))}
          onBlur={checkInside}
        />
      </Space>
      {shown && <MapEmbed coordinates={shown} title={t('onboarding.business.mapTitle')} height={220} />}
    </Space>
  );
}

/** Six decimals: about 10 cm, more than a phone knows. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;

interface CoordinateInputProps {
  label: string;
  value: number | null;
  disabled?: boolean;
  /** An example of the figure (no word in it). */
  placeholder: string;
  onChange: (value: number | null) => void;
  onBlur: () => void;
}

/** A latitude or a longitude typed in degrees, its caption above it. */
function CoordinateInput({ label, ...input }: CoordinateInputProps) {
  return (
    <label style={{ display: 'grid', gap: 4 }}>
      <Typography.Text>{label}</Typography.Text>
      <DecimalInput {...input} style={{ width: 160 }} />
    </label>
  );
}
