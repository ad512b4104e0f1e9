import { Button, Tooltip } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';

/**
 * The delete icon of a category card. While `blockedBy` says why it cannot be deleted (it still holds
 * something), the button is disabled and says so, before anyone confirms anything.
 */
export function DeleteIconButton({ label, blockedBy, onClick }: { label: string; blockedBy?: string; onClick: () => void }) {
  return (
    <Tooltip title={blockedBy}>
      {/* The span takes the hover a disabled button does not. */}
      <span>
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={blockedBy ? `${label}: ${blockedBy}` : label}
          disabled={!!blockedBy}
          onClick={onClick}
        />
      </span>
    </Tooltip>
  );
}
