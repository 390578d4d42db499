import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPackage, aPackageDetail } from '@/test/package-factory';
import { renderWithProviders } from '@/test/render-with-providers';
import { MissingParcelNotice } from './missing-parcel-notice';
import WaitingDeclaredValue from './waiting-declared-value';

describe('WaitingDeclaredValue', () => {
  it('sums what waits at the warehouse and says how many have no value', () => {
    renderWithProviders(
      <WaitingDeclaredValue
        packages={[
          aPackage(1, { delivery_status: 'received', declared_value_usd: '149.90' }),
          aPackage(2, { delivery_status: 'scheduled', declared_value_usd: '20.10' }),
          aPackage(3, { delivery_status: 'received' }),
          aPackage(4, { declared_value_usd: '999.00' }),
        ]}
      />,
    );
    const total = screen.getByTestId('waiting-declared-value');
    expect(total).toHaveTextContent('$170.00');
    expect(total).toHaveTextContent('3');
    expect(total).toHaveTextContent('1');
  });

  it('shows nothing while nothing waits', () => {
    renderWithProviders(<WaitingDeclaredValue packages={[aPackage(4, { declared_value_usd: '999.00' })]} />);
    expect(screen.queryByTestId('waiting-declared-value')).toBeNull();
  });
});

describe('MissingParcelNotice', () => {
  it('says the warehouse is looking for the package while its task is open, and nothing otherwise', () => {
    const { unmount } = renderWithProviders(<MissingParcelNotice pkg={aPackageDetail(5, { missing_since: '2026-03-11T15:00:00.000Z' })} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.getByTestId('missing-parcel-notice')).toHaveTextContent(/11/);
    unmount();
    renderWithProviders(<MissingParcelNotice pkg={aPackageDetail(5)} />);
    expect(screen.queryByTestId('missing-parcel-notice')).toBeNull();
  });
});
