/**
 * The TOTP set-up step: the otpauth:// URI as a QR code (the `qrcode` package, loaded only on this step) to scan
 * with an authenticator app, and the secret to type by hand when the camera cannot.
 */
import { useEffect, useState } from 'react'
import { Alert, Typography } from 'antd'

export function TotpSetup({ otpauthUri, secret }: { otpauthUri: string | null; secret: string | null }) {
  const [qr, setQr] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    if (!otpauthUri) return
    import('qrcode')
      .then((m) => m.toDataURL(otpauthUri, { margin: 1, width: 200, errorCorrectionLevel: 'M' }))
      .then(
        (url) => live && setQr(url),
        () => live && setFailed(true),
      )
    return () => {
      live = false
    }
  }, [otpauthUri])
  return (
    <div>
      <Typography.Paragraph>
        首次登录需绑定身份验证器：请用身份验证器应用（如 Google Authenticator、Microsoft Authenticator 或 腾讯身份验证器）扫描下方二维码，
        然后输入应用显示的 6 位动态验证码。
      </Typography.Paragraph>
      <div style={{ display: 'flex', justifyContent: 'center', minHeight: 200 }}>
        {qr ? (
          <img src={qr} width={200} height={200} alt="身份验证器绑定二维码" />
        ) : failed || !otpauthUri ? (
          <Alert type="warning" showIcon title="二维码无法显示，请手动输入下方密钥" />
        ) : null}
      </div>
      {secret && (
        <Typography.Paragraph style={{ marginTop: 12 }}>
          无法扫码时手动输入密钥：
          <Typography.Text code copyable={{ text: secret, tooltips: ['复制密钥', '已复制'] }} style={{ wordBreak: 'break-all' }}>
            {secret}
          </Typography.Text>
        </Typography.Paragraph>
      )}
    </div>
  )
}
