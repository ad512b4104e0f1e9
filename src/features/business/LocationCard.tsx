import { useTranslate } from '@refinedev/core';
import { App, Button, Card, Col, Flex, Form, Row, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { AimOutlined } from '@ant-design/icons';
import { DecimalInput } from '../../components/DecimalInput';
import { MapEmbed } from '../../components/MapEmbed';
import { isInOujda, type LngLat } from '../../domain/geo';
import { MSG } from '../../domain/messages';
import type { SettingsFormValues } from './settingsValues';

/** The business's place: longitude and latitude (or the device's position) and its map, said when not in Oujda. */
export function LocationCard({ name, initial, rules }: { name: string; initial: SettingsFormValues; rules: Rule[] }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const form = Form.useFormInstance<SettingsFormValues>();
  const longitude = Form.useWatch('longitude', form) ?? initial.longitude;
  const latitude = Form.useWatch('latitude', form) ?? initial.latitude;
  const point: LngLat | null = typeof longitude === 'number' && typeof latitude === 'number' ? [longitude, latitude] : null;
  const outside = point !== null && !isInOujda(point);

  const locate = () => {
    if (!navigator.geolocation) {
      void message.error(t('messages.geolocationUnsupported', undefined, MSG.geolocationUnsupported));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        form.setFieldsValue({
          longitude: Number(position.coords.longitude.toFixed(6)),
          latitude: Number(position.coords.latitude.toFixed(6)),
        }),
      () => void message.error(t('messages.geolocationDenied', undefined, MSG.geolocationDenied)),
      { enableHighAccuracy: true, timeout: 30_000, maximumAge: 10_000 },
    );
  };

  return (
    <Card title={t('business.settings.place')}>
      <Row gutter={[16, 0]}>
        <Col xs={24} md={10}>
          <Flex gap={16} wrap>
            <Form.Item name="longitude" label={t('business.settings.longitude')} style={{ flex: '1 1 140px' }}>
              <DecimalInput />
            </Form.Item>
            <Form.Item name="latitude" label={t('business.settings.latitude')} rules={rules} style={{ flex: '1 1 140px' }}>
              <DecimalInput />
            </Form.Item>
          </Flex>
          <Button icon={<AimOutlined aria-hidden />} onClick={locate} style={{ marginBottom: 12 }}>
            {t('business.settings.useMyLocation')}
          </Button>
          <Typography.Paragraph type={outside ? 'danger' : 'secondary'} role={outside ? 'alert' : undefined}>
            {outside ? t('messages.notInOujda') : t('business.settings.locationHelp')}
          </Typography.Paragraph>
        </Col>
        <Col xs={24} md={14}>
          {point && !outside && <MapEmbed coordinates={point} title={t('business.settings.mapTitle', { name })} height={260} />}
        </Col>
      </Row>
    </Card>
  );
}
