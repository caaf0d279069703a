// Babel is what Taro compiles with (tsc only type-checks). NutUI is imported per component.
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5', useBuiltIns: false }]],
  plugins: [
    [
      'import',
      {
        libraryName: '@nutui/nutui-react-taro',
        libraryDirectory: 'dist/es/packages',
        style: (name) => `${name}/style/css`,
        camel2DashComponentName: false,
        customName: (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}`,
      },
      'nutui-react-taro',
    ],
  ],
}
