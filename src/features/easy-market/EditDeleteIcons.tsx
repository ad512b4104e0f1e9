import { useTranslate } from '@refinedev/core';
import { Button } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { DeleteIconButton } from './DeleteIconButton';

export interface EditDeleteIconsProps {
  /** The entry's name, said in both buttons' labels. */
  name: string;
  /** Where the labels are in the catalogue: `editNamed`, `deleteNamed` (with the name). */
  textsFrom: string;
  /** Why it cannot be deleted yet (it still holds something). */
  blockedBy?: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** The edit and delete icons of a category of any level. */
export function EditDeleteIcons({ name, textsFrom, blockedBy, onEdit, onDelete }: EditDeleteIconsProps) {
  const t = useTranslate();
  return (
    <>
      <Button
        type="text"
        size="small"
        icon={<EditOutlined aria-hidden />}
        aria-label={t(`${textsFrom}.editNamed`, { name })}
        onClick={onEdit}
      />
      <DeleteIconButton label={t(`${textsFrom}.deleteNamed`, { name })} blockedBy={blockedBy} onClick={onDelete} />
    </>
  );
}
