/**
 * Picks one image for a chat message and reads it as base64, H5: a file input (accept image/*), the File read with
 * FileReader. Cancelling gives null (the input's cancel event, where the browser sends one; otherwise the promise
 * stays pending until the next pick).
 */
export interface PickedImage {
  base64: string
  size: number
}

export function pickImage(): Promise<PickedImage | null> {
  return new Promise((resolve, reject) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = 'image/jpeg,image/png'
    input.style.display = 'none'
    input.className = 'chat-image-input'
    const done = () => input.remove()
    input.addEventListener('cancel', () => {
      done()
      resolve(null)
    })
    input.addEventListener('change', () => {
      const f = input.files?.[0]
      done()
      if (!f) return resolve(null)
      const reader = new FileReader()
      reader.onload = () => {
        const url = String(reader.result)
        resolve({ base64: url.slice(url.indexOf(',') + 1), size: f.size })
      }
      reader.onerror = () => reject(new Error('图片读取失败，请重新选择'))
      reader.readAsDataURL(f)
    })
    document.body.appendChild(input)
    input.click()
  })
}
