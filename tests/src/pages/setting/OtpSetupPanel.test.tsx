// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/i18n/i18n';
import { OtpSetupPanel } from '../../../../src/pages/setting/OtpSetupPanel';

afterEach(cleanup);

const SETUP = { qrCode: 'data:image/png;base64,iVBORw0KGgo=', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' };

describe('OtpSetupPanel', () => {
  it('shows the QR code and, for those who cannot scan, the key in groups of four', () => {
    render(<OtpSetupPanel setup={SETUP} busy={false} onVerify={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('img', { name: 'QR code for the authenticator app' }).getAttribute('src')).toBe(SETUP.qrCode);
    expect(screen.getByTestId('otp-key').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
  });

  it('takes digits only and requires six of them before Verify', () => {
    const onVerify = vi.fn();
    render(<OtpSetupPanel setup={SETUP} busy={false} onVerify={onVerify} onCancel={() => {}} />);
    const input = screen.getByLabelText('6-digit code') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12ab3 4' } });
    expect(input.value).toBe('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toBe('The one-time code must be 6 digits');
    expect(onVerify).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '1234567' } });
    expect(input.value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onVerify).toHaveBeenCalledWith('123456');
  });
});
