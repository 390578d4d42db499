import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkflowEntry } from '@shared/packages/package-schema';
import { renderWithProviders } from '@/test/render-with-providers';
import { DisposedNotice } from './disposed-notice';
import { WorkflowList } from './workflow-list';

const details = { pickup_by: null, instructions: null };
const workflow: WorkflowEntry[] = [
  { type: 'received', description: 'Received', date: '2026-03-10T15:00:00.000Z', details },
  // 23:30 in New York on May 22nd is May 23rd in UTC: the day told is New York's.
  { type: 'disposed', description: 'Disposed of under the storage policy', date: '2026-05-23T03:30:00.000Z', details },
];

describe('a disposed package on the customer’s page (decision 180)', () => {
  it('says when it was disposed of under the policy, and the timeline shows it first', () => {
    renderWithProviders(
      <>
        <DisposedNotice pkg={{ delivery_status: 'disposed', post_delivery_workflow: workflow }} />
        <WorkflowList entries={workflow} />
      </>,
    );
    expect(screen.getByTestId('disposed-notice')).toHaveTextContent('Este paquete fue desechado');
    expect(screen.getByTestId('disposed-notice')).toHaveTextContent('lo desechamos el 22 de mayo de 2026, según la política de almacenamiento');
    const steps = screen.getAllByRole('listitem').map((item) => item.dataset.testid);
    expect(steps).toEqual(['workflow-disposed', 'workflow-received']);
    expect(screen.getByTestId('workflow-disposed')).toHaveTextContent('Desechado según la política de almacenamiento');
  });

  it('says nothing for a package that was not disposed of', () => {
    renderWithProviders(<DisposedNotice pkg={{ delivery_status: 'received', post_delivery_workflow: workflow.slice(0, 1) }} />);
    expect(screen.queryByTestId('disposed-notice')).toBeNull();
  });
});
