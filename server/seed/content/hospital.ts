/** Hospital profiles and licences of the content seed (issue 14); the licence images are drawn by ./draw-assets.ts. */

const C = (name: string) => `/assets/content/${name}.svg`

/** hospital id -> profile */
export const PROFILES: Record<
  number,
  { level: string; intro: string; cover: string; lat: number; lng: number; traffic: string; hours: string; emergency: string }
> = {
  6: {
    level: '三级甲等综合医院',
    intro:
      '金陵市第一人民医院始建于1936年，是集医疗、教学、科研、预防保健于一体的三级甲等综合医院。医院开放床位2200张，设临床科室42个，心血管内科、内分泌科、呼吸与危重症医学科为省级重点专科。医院坚持“以患者为中心”，提供线上咨询、慢病管理、上门护理和健康商城服务。',
    cover: C('hospital-cover-6'),
    lat: 32.0287,
    lng: 118.7842,
    traffic: '地铁1号线、3号线新街口站3号口步行约10分钟；公交长乐路站（2路、33路、48路）。院内及周边设有停车场。',
    hours: '门诊 周一至周日 8:00-12:00，13:30-17:30；急诊 24小时',
    emergency: '025-86631120',
  },
  7: {
    level: '三级甲等妇幼保健院',
    intro:
      '金陵市妇幼保健院是全市妇女儿童医疗保健指导中心，开设产科、妇科、儿科、儿童保健科、乳腺科等专科，年分娩量逾万例。医院提供孕期建档、产后康复、儿童生长发育评估和预防接种服务。',
    cover: C('hospital-cover-7'),
    lat: 32.0205,
    lng: 118.7919,
    traffic: '地铁3号线夫子庙站2号口步行约8分钟；公交天妃巷站（4路、44路）。',
    hours: '门诊 周一至周日 8:00-12:00，14:00-17:30；产科、儿科急诊 24小时',
    emergency: '025-52226120',
  },
  8: {
    level: '二级甲等康复医院',
    intro:
      '栖霞康宁医院以康复医学和老年医学为特色，设康复医学科、老年医学科、神经内科、中医康复科和护理部，提供卒中康复、骨关节术后康复、认知障碍照护与居家护理服务。',
    cover: C('hospital-cover-8'),
    lat: 32.1093,
    lng: 118.9312,
    traffic: '地铁2号线仙林中心站1号口步行约12分钟；公交仙林大道站（G6路、南上线）。',
    hours: '门诊 周一至周六 8:00-12:00，14:00-17:00；急诊 24小时',
    emergency: '025-85508120',
  },
}

/** [id, hospitalId, name, number, issuer, valid until, image] */
export const LICENCES: Array<[number, number, string, string, string, string, string]> = [
  [601, 6, '医疗机构执业许可证', 'PDY00061232010113A1001', '金陵市卫生健康委员会', '2029-12-31', C('licence-6-1')],
  [602, 6, '互联网医院执业许可', '金卫医互〔2024〕6号', '金陵市卫生健康委员会', '2029-12-31', C('licence-6-2')],
  [603, 6, '药品经营许可证', '苏AA0250601', '江苏省药品监督管理局', '2028-06-30', C('licence-6-3')],
  [604, 6, '营业执照（健康商城运营主体）', '91320100MA1X6A6601', '金陵市市场监督管理局', '长期', C('licence-6-4')],
  [701, 7, '医疗机构执业许可证', 'PDY00071232010413A1002', '金陵市卫生健康委员会', '2030-06-30', C('licence-7-1')],
  [702, 7, '母婴保健技术服务执业许可证', '金母婴〔2023〕7号', '金陵市卫生健康委员会', '2028-12-31', C('licence-7-2')],
  [703, 7, '营业执照（健康商城运营主体）', '91320100MA1X7B7702', '金陵市市场监督管理局', '长期', C('licence-7-3')],
  [801, 8, '医疗机构执业许可证', 'PDY00081232011313B1003', '金陵市卫生健康委员会', '2028-09-30', C('licence-8-1')],
  [802, 8, '营业执照（健康商城运营主体）', '91320100MA1X8C8803', '金陵市市场监督管理局', '长期', C('licence-8-2')],
]

/** [id, hospitalId (0 = every hospital), title, intro, cover, video, seconds, days ago]; the clips were made with
 * Debian's ffmpeg (640x360 H.264 main, AAC mono, faststart; see ./make-clips.sh) and are committed (about 260 KB) */
export const VIDEOS: Array<[number, number, string, string, string, string, number, number]> = [
  [
    1,
    0,
    '体检流程介绍',
    '从预约、空腹采血到领取报告，一分钟了解体检当天的流程和注意事项。',
    '/assets/content/video-1.jpg',
    '/assets/content/video-1.mp4',
    8,
    3,
  ],
  [
    2,
    0,
    '居家测血压',
    '上臂式电子血压计的正确用法：坐姿、袖带位置、测量次数和记录。',
    '/assets/content/video-2.jpg',
    '/assets/content/video-2.mp4',
    8,
    1,
  ],
]
