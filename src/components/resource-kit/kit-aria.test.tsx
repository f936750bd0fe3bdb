// What the kit puts right in antd's markup (axe-core's serious findings; the browser sweep checks every page): a
// required field of a kind whose input is a select or radio group (it says so: `ariaRequired: false`) carries no
// aria-required on that role-less outer box, while a plain input keeps it,
// and a table's hidden measuring row, which copies the "select all" checkbox, is out of the tab order.
import { render, waitFor } from '@testing-library/react';
import { Form, Table } from 'antd';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { resolveDefinition } from '@/components/resource-kit/define-resource';
import { STATUS_ENUM } from '@/components/resource-kit/enums';
import { KindField } from '@/components/resource-kit/form/kind-field';
import { resourceText } from '@/components/resource-kit/resource-text';
import { useTableA11y } from '@/components/resource-kit/list/table-a11y';
import { i18n } from '@/i18n/i18n';

const required = [{ required: true }];
const text = resourceText(resolveDefinition({ name: 'fixture.widget', columns: [] }), i18n.t.bind(i18n));

function Grid() {
  const box = useRef<HTMLDivElement>(null);
  useTableA11y(box);
  return (
    <div ref={box}>
      <Table
        rowKey="id"
        rowSelection={{}}
        scroll={{ x: 2000 }}
        columns={[{ key: 'name', dataIndex: 'name', title: 'Name', fixed: 'left' }]}
        dataSource={[{ id: 1, name: 'one' }]}
      />
    </div>
  );
}

describe('kit markup for assistive technology', () => {
  it('keeps aria-required off the outer box of a select and a radio group kind, on a plain input', () => {
    const field = (decl: object) => (
      <KindField decl={decl as never} text={text} mode="create" label="x" rules={required} />
    );
    const { container } = render(
      <Form>
        {field({ key: 'a', kind: 'enum', enum: STATUS_ENUM })}
        {field({ key: 'b', kind: 'enum', enum: STATUS_ENUM, display: 'radio' })}
        {field({ key: 'c', kind: 'text' })}
      </Form>,
    );
    expect(container.querySelector('.ant-select')).toBeInTheDocument();
    expect(container.querySelector('.ant-select')).not.toHaveAttribute('aria-required');
    expect(container.querySelector('.ant-radio-group')).not.toHaveAttribute('aria-required');
    expect(container.querySelector('input.ant-input')).toHaveAttribute('aria-required', 'true');
  });

  it("makes the table's measuring row inert", async () => {
    const { container } = render(<Grid />);
    await waitFor(() => expect(container.querySelector('.ant-table-measure-row')).toHaveAttribute('inert'));
  });
});
