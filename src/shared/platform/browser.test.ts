import { submitForm, submitFormHtml } from './browser'

describe('form submission', () => {
  let submit: jest.SpyInstance
  beforeEach(() => {
    submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined)
    document.body.innerHTML = ''
  })
  afterEach(() => submit.mockRestore())

  it('builds a hidden form with the fields and submits it', () => {
    const el = submitForm({ action: 'https://pay.example/gateway', method: 'POST', fields: { a: '1', b: 2 } })
    expect(el.getAttribute('action')).toBe('https://pay.example/gateway')
    expect(el.method).toBe('post')
    const inputs = Array.from(el.querySelectorAll('input')).map((i) => [i.name, i.value, i.type])
    expect(inputs).toEqual([
      ['a', '1', 'hidden'],
      ['b', '2', 'hidden'],
    ])
    expect(document.body.contains(el)).toBe(true)
    expect(submit).toHaveBeenCalledTimes(1)
  })

  it('submits the form of a server-rendered page', () => {
    const el = submitFormHtml(
      '<form name="punchout" action="https://pay.example/x" method="get"><input name="q" value="1"></form><script>document.forms[0].submit()</script>',
    )
    expect(el.getAttribute('action')).toBe('https://pay.example/x')
    expect(submit).toHaveBeenCalledTimes(1)
  })

  it('rejects HTML without a form', () => {
    expect(() => submitFormHtml('<div>nothing</div>')).toThrow(/未找到 form/)
    expect(submit).not.toHaveBeenCalled()
  })
})
