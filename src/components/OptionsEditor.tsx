import { useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Button, Checkbox, Input, Typography } from 'antd';
import { DecimalInput } from './DecimalInput';
import { DeleteOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { canRemoveChoice, emptyChoice, emptyOption, OPTION_PRICE_DEFAULT, removeChoice, type ProductOption } from '../domain/catalogue';
import { MSG } from '../domain/messages';
import { currency } from '../i18n/format';

export interface OptionsEditorProps {
  value?: ProductOption[];
  onChange?: (options: ProductOption[]) => void;
  /** Form.Item's id, put on the editor's wrapper (not on a button, whose name it would replace). */
  id?: string;
  disabled?: boolean;
}

/**
 * Edits the options of a product or a pack (SPEC §3 Option): a name, "several choices" (multiple),
 * "required" (is_required) and its choices {name, price (0 by default)}. An option keeps at least one
 * choice: removing the last one is refused with a hint, the option has its own remove button.
 */
export function OptionsEditor({ value = [], onChange, id, disabled }: OptionsEditorProps) {
  const t = useTranslate();
  /** The option whose last choice someone tried to remove. */
  const [hintFor, setHintFor] = useState<number | null>(null);

  const change = (next: ProductOption[]) => onChange?.(next);
  const patchOption = (index: number, patch: Partial<ProductOption>) => change(value.map((o, i) => (i === index ? { ...o, ...patch } : o)));
  const patchChoice = (index: number, choiceIndex: number, patch: Partial<ProductOption['option'][number]>) =>
    patchOption(index, { option: value[index]!.option.map((c, j) => (j === choiceIndex ? { ...c, ...patch } : c)) });

  return (
    <div id={id} className="options-editor">
      {value.length === 0 && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('catalogue.options.empty')}
        </Typography.Paragraph>
      )}
      {value.map((option, index) => {
        const label = t('catalogue.options.optionNumber', { n: index + 1 });
        const optionName = option.name || label;
        return (
          <fieldset
            key={index}
            style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: '8px 12px 12px', margin: '0 0 12px', minWidth: 0 }}
          >
            <legend style={{ width: 'auto', padding: '0 6px', margin: 0, fontSize: 14, fontWeight: 600, border: 0 }}>{label}</legend>
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
              <Input
                aria-label={`${t('catalogue.options.name')} (${label})`}
                placeholder={t('catalogue.options.namePlaceholder')}
                value={option.name}
                disabled={disabled}
                onChange={(e) => patchOption(index, { name: e.target.value })}
                style={{ flex: '1 1 180px', minWidth: 0 }}
              />
              <Button
                danger
                icon={<DeleteOutlined aria-hidden />}
                disabled={disabled}
                aria-label={t('catalogue.options.removeNamed', { name: optionName })}
                onClick={() => {
                  setHintFor(null);
                  change(value.filter((_, i) => i !== index));
                }}
              >
                {t('catalogue.options.remove')}
              </Button>
            </div>
            <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', margin: '8px 0' }}>
              <Checkbox checked={option.multiple} disabled={disabled} onChange={(e) => patchOption(index, { multiple: e.target.checked })}>
                {t('catalogue.options.multiple')}
              </Checkbox>
              <Checkbox
                checked={option.is_required}
                disabled={disabled}
                onChange={(e) => patchOption(index, { is_required: e.target.checked })}
              >
                {t('catalogue.options.required')}
              </Checkbox>
            </div>
            <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
              {t('catalogue.options.choices')}
            </Typography.Text>
            {option.option.map((choice, choiceIndex) => {
              const choiceLabel = `${optionName}, ${t('catalogue.options.choiceNumber', { n: choiceIndex + 1 })}`;
              return (
                <div key={choiceIndex} style={{ display: 'flex', gap: 8, marginBottom: 8, alignItems: 'center' }}>
                  <Input
                    aria-label={`${t('catalogue.options.choiceName')} (${choiceLabel})`}
                    placeholder={t('catalogue.options.choiceNamePlaceholder')}
                    value={choice.name}
                    disabled={disabled}
                    onChange={(e) => patchChoice(index, choiceIndex, { name: e.target.value })}
                    style={{ flex: '1 1 auto', minWidth: 0 }}
                  />
                  <DecimalInput
                    aria-label={`${t('catalogue.options.choicePrice')} (${choiceLabel})`}
                    precision={2}
                    value={choice.price}
                    disabled={disabled}
                    onChange={(price) => patchChoice(index, choiceIndex, { price: price ?? OPTION_PRICE_DEFAULT })}
                    addonAfter={currency()}
                    style={{ width: 140, flex: '0 0 140px' }}
                  />
                  <Button
                    type="text"
                    icon={<MinusCircleOutlined aria-hidden />}
                    disabled={disabled}
                    aria-label={t('catalogue.options.removeChoiceNamed', { name: choice.name || choiceIndex + 1, option: optionName })}
                    title={t('catalogue.options.removeChoice')}
                    onClick={() => {
                      if (!canRemoveChoice(option)) {
                        setHintFor(index);
                        return;
                      }
                      setHintFor(null);
                      change(removeChoice(value, index, choiceIndex));
                    }}
                  />
                </div>
              );
            })}
            {hintFor === index && (
              <Typography.Text type="warning" role="status" style={{ display: 'block', marginBottom: 8 }}>
                {t('messages.lastChoice', undefined, MSG.lastChoice)}
              </Typography.Text>
            )}
            <Button
              type="dashed"
              size="small"
              icon={<PlusOutlined aria-hidden />}
              disabled={disabled}
              onClick={() => {
                setHintFor(null);
                patchOption(index, { option: [...option.option, emptyChoice()] });
              }}
            >
              {t('catalogue.options.addChoice')}
            </Button>
          </fieldset>
        );
      })}
      <Button type="dashed" block icon={<PlusOutlined aria-hidden />} disabled={disabled} onClick={() => change([...value, emptyOption()])}>
        {t('catalogue.options.add')}
      </Button>
    </div>
  );
}
