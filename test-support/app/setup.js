// Taro's router and Taro itself import each other; load Taro first ("reading 'history'" otherwise).
require('@tarojs/taro')
process.env.TARO_ENV = process.env.TARO_ENV || 'h5'
