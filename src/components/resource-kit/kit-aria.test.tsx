// What the kit puts right in antd's markup (axe-core's serious findings; the browser sweep checks every page): a
// required select or radio group carries no aria-required on its role-less outer box while a plain input keeps it,
// and a table's hidden measuring row, which copies the "select all" checkbox, is out of the tab order.
import { render, waitFor } from '@testing-library/react';
import { Form, Input, Radio, Select, Table } from 'antd';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { fieldControl } from '@/components/resource-kit/field-control';
import { useTableA11y } from '@/components/resource-kit/table-a11y';

const required = [{ required: true }];

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
  it('keeps aria-required off the outer box of a select and a radio group, on a plain input', () => {
    const { container } = render(
      <Form>
        <Form.Item name="a" rules={required}>
          {fieldControl(<Select options={[{ value: 1, label: 'one' }]} />)}
        </Form.Item>
        <Form.Item name="b" rules={required}>
          {fieldControl(<Radio.Group options={[{ value: 1, label: 'one' }]} />)}
        </Form.Item>
        <Form.Item name="c" rules={required}>
          {fieldControl(<Input />)}
        </Form.Item>
      </Form>,
    );
    expect(container.querySelector('.ant-select')).not.toHaveAttribute('aria-required');
    expect(container.querySelector('.ant-radio-group')).not.toHaveAttribute('aria-required');
    expect(container.querySelector('input.ant-input')).toHaveAttribute('aria-required', 'true');
  });

  it("makes the table's measuring row inert", async () => {
    const { container } = render(<Grid />);
    await waitFor(() => expect(container.querySelector('.ant-table-measure-row')).toHaveAttribute('inert'));
  });
});
