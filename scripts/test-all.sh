#!/usr/bin/env bash
# Runs every test: `npm run check` first (lint, format check, type check, the unit tests: jest domain, app,
# server), then the slow server tests (jest server-slow), the date-sensitive suites in other time zones, the
# three production builds and the staff console's, WeChat's code-quality check, the mini-program checks, the size
# report, the performance budgets and the browser journeys (Playwright).
# Installs what it needs (npm packages; Debian packages through scripts/ensure-system.sh).
set -uo pipefail
cd "$(dirname "$0")/.."
export CI=${CI:-}
passed=0; failed=0; failures=()
step() {
  local name="$1"; shift
  local t0=$(date +%s)
  echo ""; echo "=== $name"
  if "$@"; then passed=$((passed+1)); echo "--- ok: $name ($(( $(date +%s) - t0 )) s)"
  else failed=$((failed+1)); failures+=("$name"); echo "--- FAILED: $name ($(( $(date +%s) - t0 )) s)"; fi
}
[ -f node_modules/.package-lock.json ] || npm install --no-audit --no-fund
step "system packages (chromium, CJK font, poppler-utils)" bash scripts/ensure-system.sh
step "check (lint, format, typecheck, unit tests)" npm run -s check
step "jest server-slow (crash recovery, concurrency)" npx jest --ci --selectProjects server-slow --testPathIgnorePatterns /node_modules/ production.test instances.test proxy.test
step "deployment: PostgreSQL + instances + nginx (migrate, health, shared limits, cache, SIGKILL)" bash scripts/test-instances.sh
# One business time zone (src/domain/time): the date-sensitive suites again with a UTC host at 00:30 and
# 07:59 China time (the host is still on the previous date; TEST_CLOCK_CN pins the server tests' clocks)
# and with the host in China; the step above ran everything in the host's zone at the real time. The
# domain and app files do not read the clock, so the 07:59 run takes the server files only.
# (`npx jest <paths>` runs every project, server-slow included, on the matching paths; two workers, as the check
# step: jest's default on two cores is one.)
# the modules with a rule on the business day or a window (bookings, pools, reports, readings, orders' times, activity
# and ad windows, coupons, figures, vaccines, teams); the ones that merely store a date are left to the check step
DATE_SERVER=(server/business-time server/modules/exam/exam.test server/modules/promotion/ server/modules/coupon/
  server/modules/page-builder/ server/modules/order/order.test
  server/modules/pay/pay.test server/modules/order/service-orders server/modules/offline-order/
  server/modules/health/ server/modules/report/ server/modules/exam/checkup
  server/modules/tracking/ server/modules/checkup/ server/modules/order/exam-add-on-rules
  server/modules/maternity/ server/modules/groupbuy/)
DATE_UNIT=(src/domain/ src/features/order/confirm/confirm-widgets src/pages/goods/goodsDetail/ src/features/activity/seckill
  src/features/coupon/components/coupon src/features/activity/components/activity)
step "jest dates: TZ=UTC, 00:30 China time" env TZ=UTC TEST_CLOCK_CN=00:30 npx jest --ci --maxWorkers=2 "${DATE_UNIT[@]}" "${DATE_SERVER[@]}"
# the 07:59 edge (a minute before the UTC date turns) and the host in China run the files whose rules turn on the
# business day itself (today, a window, an age, a day's figures), not every file that merely stores a date (CI time)
DATE_CORE=(server/business-time server/modules/exam/exam.test server/modules/order/order.test server/modules/pay/pay.test
  server/modules/coupon/coupon.test server/modules/promotion/ server/modules/checkup/mine server/modules/checkup/desk
  server/modules/tracking/dashboard server/modules/groupbuy/ server/modules/maternity/vaccine)
step "jest dates: TZ=UTC, 07:59 China time" env TZ=UTC TEST_CLOCK_CN=07:59 npx jest --ci --maxWorkers=2 "${DATE_CORE[@]}"
step "jest dates: TZ=Asia/Shanghai" env TZ=Asia/Shanghai npx jest --ci --maxWorkers=2 "${DATE_UNIT[@]}" "${DATE_CORE[@]}"
step "build weapp" bash scripts/taro-build.sh weapp
# issue 34: WeChat's own code-quality items (miniprogram-ci checkCodeQuality, offline, on the build above) and its
# package report (analyseCode); fails on any failed item (scripts/release/code-quality.mjs)
step "weapp code quality (miniprogram-ci checkCodeQuality: 11 items; analyseCode)" node scripts/release/code-quality.mjs
step "build alipay" bash scripts/taro-build.sh alipay
step "build h5" bash scripts/taro-build.sh h5
# the staff console (issue 31; console/, vite -> dist/console): the journeys (e2e/console-*.spec.ts) and the budgets use it
step "build console" npm run -s build:console
# One seeded server for the mini-program checks that only read and log in (the generic page checks and aria):
# a fresh server costs ~10 s of start, ~50 times. The checks that write (cart, orders, health, maternity, report,
# pay) keep their own fresh server, and so do the AI assistant's suggestion taps (the demo user's conversation would
# already hold the question and its answer from the other platform's run). Abuse limits raised as for the browser journeys (one client logs in ~45 times).
SEEDED=(bash scripts/with-server.sh)
shared_dir=$(mktemp -d /tmp/shop-shared-server-XXXXXX)
touch "$shared_dir/run"
RATE_LIMIT_MAX=100000 RATE_LIMIT_SENSITIVE_MAX=10000 SMS_CODES_PER_IP_PER_DAY=100000 WITH_SERVER_TIMEOUT=7200 \
  bash scripts/with-server.sh bash -c 'echo "$SERVER_LOG" >"$0/log"; echo "$API" >"$0/api"; while [ -e "$0/run" ]; do sleep 1; done' "$shared_dir" \
  >"$shared_dir/out" 2>&1 &
shared_pid=$!
trap 'rm -f "$shared_dir/run"; wait $shared_pid 2>/dev/null; rm -rf "$shared_dir"' EXIT
for _ in $(seq 1 240); do [ -s "$shared_dir/api" ] || ! kill -0 $shared_pid 2>/dev/null && break; sleep 0.5; done
if [ -s "$shared_dir/api" ]; then
  SEEDED=(env SHARED_API="$(cat "$shared_dir/api")" SHARED_LOG="$(cat "$shared_dir/log")" bash scripts/with-server.sh)
  echo "shared seeded server for the read-only mini-program checks: $(cat "$shared_dir/api")"
else
  echo "the shared seeded server did not start (each check starts its own):"; cat "$shared_dir/out"
fi
step "weapp boot check" node scripts/mp-check/weapp.mjs
step "weapp elder-friendly mode (?elder=1, remembered, elder=0)" node scripts/mp-check/elder.mjs weapp
step "weapp aria-label / aria-role in the templates and on home (scripts/taro-aria)" "${SEEDED[@]}" node scripts/mp-check/aria.mjs weapp --api '$API'
step "weapp home with seed data" "${SEEDED[@]}" node scripts/mp-check/weapp.mjs --api '$API' --expect-text 欧姆龙上臂式电子血压计 --expect-text 299.00
step "weapp cart as a logged-in user" bash scripts/with-server.sh node scripts/mp-check/cart.mjs weapp --api '$API'
step "weapp order list and detail as a logged-in user" bash scripts/with-server.sh node scripts/mp-check/orders.mjs weapp --api '$API'
step "weapp pays with channel 4 against the local WeChat Pay gateway (production-mode server; paySign verified with the merchant key; tampered paySign refused)" node --import tsx scripts/mp-check/pay.mjs weapp
step "weapp 我的 as the demo user: the order-status strip with counts, coupons, bookings (issue 35)" "${SEEDED[@]}" node scripts/mp-check/weapp.mjs --api '$API' --login 13800138000:demo1234 --page pages/main/personCenter/index --expect-text 我的订单 --expect-text 待付款 --expect-text 优惠券 --expect-text 我的预约
step "weapp check-up home with seed data" "${SEEDED[@]}" node scripts/mp-check/weapp.mjs --api '$API' --page pages/checkup/home/index --expect-text 男士体检 --expect-text 推荐套餐
step "weapp check-up package detail with seed data" "${SEEDED[@]}" node scripts/mp-check/weapp.mjs --api '$API' --page pages/checkup/packageDetail/index --query packageId=6701 --expect-text 男士全面体检套餐 --expect-text 899.00 --expect-text 检验科
step "weapp check-up add-ons as a logged-in user" "${SEEDED[@]}" node scripts/mp-check/weapp.mjs --api '$API' --login 13800138000:demo1234 --page pages/checkup/ballCheck/index --query packageId=6701 --expect-text 幽门螺杆菌呼气试验 --expect-text 100.00
step "weapp group check-up with seed data" "${SEEDED[@]}" node scripts/mp-check/weapp.mjs --api '$API' --login 13800138000:demo1234 --page pages/checkup/group/index --expect-text 南京钢铁集团有限公司 --expect-text 员工身份核验
step "weapp my check-up as a logged-in user" "${SEEDED[@]}" node scripts/mp-check/weapp.mjs --api '$API' --login 13800138000:demo1234 --page pages/checkup/mine/index --expect-text 我的预约 --expect-text 体检人管理 --expect-text 体检订单
step "weapp pre-exam notice with seed data" "${SEEDED[@]}" node scripts/mp-check/weapp.mjs --api '$API' --page pages/checkup/notice/index --query packageId=6701 --expect-text 男士全面体检套餐 --expect-text 需要空腹 --expect-text 请携带
step "weapp health record and blood-pressure chart as the demo user" bash scripts/with-server.sh node scripts/mp-check/health.mjs weapp --api '$API'
step "weapp maternity and children's vaccines as the demo user" bash scripts/with-server.sh node scripts/mp-check/maternity.mjs weapp --api '$API'
step "weapp paediatric shop home /pediatric-services (hospital 7) as the demo user" "${SEEDED[@]}" node scripts/mp-check/weapp.mjs --api '$API' --login 13800138000:demo1234 --page pages/health/pediatricServices/index --query 'hospitalId=7&tab=shop' --expect-text 儿科商城 --expect-text 婴儿用品 --expect-text '婴儿医用退热贴 6贴' --expect-text 29.00
step "weapp share poster of a goods (/shareProduction) with seed data" "${SEEDED[@]}" node scripts/mp-check/weapp.mjs --api '$API' --page pages/goods/shareGoods/index --query 'goodsId=6002&hospitalId=6' --expect-text '鱼跃腕式电子血压计 YE8900A' --tap-text 生成分享海报 --after-text 扫码查看详情 --after-text 长按保存图片
step "weapp report detail and PDF as a logged-in user" bash scripts/with-server.sh node scripts/mp-check/report.mjs weapp --api '$API'
step "weapp a report published, a doctor's reply and a home block sent from the staff console (issue 32: TOTP sign-in, check-in, entry, review, publish, workbench; issue 33: a home block published in the page editor)" bash scripts/with-server.sh node scripts/mp-check/staff-made.mjs weapp --api '$API'
step "weapp questionnaire as a logged-in user" "${SEEDED[@]}" node scripts/mp-check/weapp.mjs --api '$API' --login 13800138000:demo1234 --page pages/survey/answer/index --query code=satisfaction --expect-text 就医服务满意度调查 --expect-text 请评价以下方面
step "weapp doctor page with seed data" "${SEEDED[@]}" node scripts/mp-check/weapp.mjs --api '$API' --page pages/doctor/doctorHome/index --query 'doctorId=602&hospitalId=6' --expect-text 李秀兰 --expect-text 主任医师 --expect-text 李秀兰糖尿病管理工作室 --expect-text 399.00 --tap-text 李秀兰糖尿病管理工作室 --expect-nav '/pages/doctor/workRoomDetail/index?studioId=61&hospitalId=6'
step "weapp chronic entry home as the demo user" "${SEEDED[@]}" node scripts/mp-check/weapp.mjs --api '$API' --login 13800138000:demo1234 --page pages/entry/home/index --query 'hospitalId=6&route=/chronic/workRoom' --expect-text 我的签约团队 --expect-text 李秀兰糖尿病管理工作室 --expect-text 两周随访 --expect-text 慢病好物 --expect-text 体检
step "weapp chat room with seed data (socket bridged to the server)" "${SEEDED[@]}" node scripts/mp-check/weapp.mjs --api '$API' --login 13800138000:demo1234 --page pages/chat/chatRoom/index --query 'doctorId=602&type=1&hospitalId=6' --expect-text '李医生您好，我最近空腹血糖7.2，需要调整用药吗？' --expect-text 发送
step "weapp AI assistant: a streamed (chunked) answer with seed data" bash scripts/with-server.sh node scripts/mp-check/weapp.mjs --api '$API' --login 13800138000:demo1234 --page pages/assistant/aiChat/index --expect-text 不是医生 --tap-text 心脑血管专项筛查查哪些项目？ --after-text 《心脑血管专项筛查》 --after-text 联系人工客服
# issue 29: each --type is one round (typed into the question box, 发送 tapped); every --after-text must be new in
# each round (120 is in the page's notice already), so each of the five answers opens with the emergency paragraph
step "weapp AI assistant: five rewordings of chest pain / breathlessness open with 120 and the emergency line (issue 29, one server)" "${SEEDED[@]}" node scripts/mp-check/weapp.mjs --api '$API' --login 13800138000:demo1234 --page pages/assistant/aiChat/index --expect-text 不是医生 --type 呼吸很困难 --type 喘不上来气 --type '胸闷得厉害，喘不动气' --type 胸部一阵阵剧烈的疼痛 --type 'I have severe chest pain and cannot breathe' --type-placeholder 健康问题 --tap-text 发送 --after-text 【紧急提醒】 --after-text '请立即拨打 120 急救电话' --after-text '拨打 120' --after-text 查看急救热线
step "weapp pay-success page with its configuration as a logged-in user" "${SEEDED[@]}" node scripts/mp-check/weapp.mjs --api '$API' --login 13800138000:demo1234 --page pages/pay/paySuccess/index --query orderId=1 --expect-text 支付有礼 --expect-text 为你推荐 --expect-text '支付有礼 5元券'
step "weapp group-buy team page with seed data" "${SEEDED[@]}" node scripts/mp-check/weapp.mjs --api '$API' --page pages/goods/groupBuy/index --query 'teamId=1&hospitalId=6' --expect-text 拼团中 --expect-text 还差1人 --expect-text '张**' --expect-text 159.00 --expect-text 去参团
step "weapp check-up landing /checkup/yifu with seed data" "${SEEDED[@]}" node scripts/mp-check/weapp.mjs --api '$API' --page pages/landing/landing/index --query 'route=/checkup/yifu&hospitalId=6' --expect-text 医府体检中心 --expect-text '入职体检套餐（基础版）' --tap-text '入职体检套餐（基础版）' --expect-nav '/pages/checkup/packageDetail/index?packageId=6023'
step "weapp discharge landing /discharge with seed data" "${SEEDED[@]}" node scripts/mp-check/weapp.mjs --api '$API' --page pages/landing/landing/index --query 'route=/discharge&hospitalId=6' --expect-text 出院服务 --expect-text 办理流程 --expect-text '上门护理·PICC导管维护'
step "weapp dental landing /stomatology with seed data" "${SEEDED[@]}" node scripts/mp-check/weapp.mjs --api '$API' --page pages/landing/landing/index --query 'route=/stomatology&hospitalId=6' --expect-text 口腔服务 --expect-text '口腔检查+超声波洁牙' --expect-text 198.00
step "weapp health services /selectService with seed data" "${SEEDED[@]}" node scripts/mp-check/weapp.mjs --api '$API' --page pages/landing/selectService/index --query 'route=/selectService&hospitalId=6' --expect-text 上门护理 --expect-text 口腔保健 --tap-text 口腔保健 --expect-nav /pages/landing/selectService/index
step "weapp health service /hospital/selectService?id=604 with seed data" "${SEEDED[@]}" node scripts/mp-check/weapp.mjs --api '$API' --page pages/landing/selectService/index --query 'route=/hospital/selectService&id=604&hospitalId=6' --expect-text 选择服务项目 --expect-text '口腔检查+超声波洁牙' --expect-text 198.00
step "alipay check" node scripts/mp-check/alipay.mjs
step "alipay elder-friendly mode (?elder=1, remembered, elder=0)" node scripts/mp-check/elder.mjs alipay
step "alipay aria-label / role in the templates and on home (scripts/taro-aria)" "${SEEDED[@]}" node scripts/mp-check/aria.mjs alipay --api '$API'
step "alipay home with seed data" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --expect-text 欧姆龙上臂式电子血压计
step "alipay cart as a logged-in user" bash scripts/with-server.sh node scripts/mp-check/cart.mjs alipay --api '$API'
step "alipay order list and detail as a logged-in user" bash scripts/with-server.sh node scripts/mp-check/orders.mjs alipay --api '$API'
step "alipay pays with channel 6 against the local Alipay gateway (production-mode server; tradeNO checked at the gateway; tampered tradeNO refused)" node --import tsx scripts/mp-check/pay.mjs alipay
step "alipay 我的 as the demo user: the order-status strip with counts, coupons, bookings (issue 35)" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --login 13800138000:demo1234 --page pages/main/personCenter/index --expect-text 我的订单 --expect-text 待付款 --expect-text 优惠券 --expect-text 我的预约
step "alipay check-up home with seed data" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --page pages/checkup/home/index --expect-text 男士体检 --expect-text 推荐套餐
step "alipay check-up package detail with seed data" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --page pages/checkup/packageDetail/index --query packageId=6701 --expect-text 男士全面体检套餐 --expect-text 899.00 --expect-text 检验科
step "alipay check-up add-ons as a logged-in user" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --login 13800138000:demo1234 --page pages/checkup/ballCheck/index --query packageId=6701 --expect-text 幽门螺杆菌呼气试验 --expect-text 100.00
step "alipay group check-up with seed data" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --login 13800138000:demo1234 --page pages/checkup/group/index --expect-text 南京钢铁集团有限公司 --expect-text 员工身份核验
step "alipay my check-up as a logged-in user" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --login 13800138000:demo1234 --page pages/checkup/mine/index --expect-text 我的预约 --expect-text 体检人管理 --expect-text 体检订单
step "alipay pre-exam notice with seed data" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --page pages/checkup/notice/index --query packageId=6701 --expect-text 男士全面体检套餐 --expect-text 需要空腹 --expect-text 请携带
step "alipay health record and blood-pressure chart as the demo user" bash scripts/with-server.sh node scripts/mp-check/health.mjs alipay --api '$API'
step "alipay maternity and children's vaccines as the demo user" bash scripts/with-server.sh node scripts/mp-check/maternity.mjs alipay --api '$API'
step "alipay paediatric shop home /pediatric-services (hospital 7) as the demo user" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --login 13800138000:demo1234 --page pages/health/pediatricServices/index --query 'hospitalId=7&tab=shop' --expect-text 儿科商城 --expect-text 婴儿用品 --expect-text '婴儿医用退热贴 6贴' --expect-text 29.00
step "alipay share poster of a goods (/shareProduction) with seed data" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --page pages/goods/shareGoods/index --query 'goodsId=6002&hospitalId=6' --expect-text '鱼跃腕式电子血压计 YE8900A' --tap-text 生成分享海报 --after-text 扫码查看详情 --after-text 长按保存图片
step "alipay report detail and PDF as a logged-in user" bash scripts/with-server.sh node scripts/mp-check/report.mjs alipay --api '$API'
step "alipay a report published, a doctor's reply and a home block sent from the staff console (issue 32: TOTP sign-in, check-in, entry, review, publish, workbench; issue 33: a home block published in the page editor)" bash scripts/with-server.sh node scripts/mp-check/staff-made.mjs alipay --api '$API'
step "alipay questionnaire as a logged-in user" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --login 13800138000:demo1234 --page pages/survey/answer/index --query code=satisfaction --expect-text 就医服务满意度调查
step "alipay doctor page with seed data" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --page pages/doctor/doctorHome/index --query 'doctorId=602&hospitalId=6' --expect-text 李秀兰 --expect-text 主任医师 --expect-text 李秀兰糖尿病管理工作室 --tap-text 李秀兰糖尿病管理工作室 --expect-nav '/pages/doctor/workRoomDetail/index?studioId=61&hospitalId=6'
step "alipay chat room with seed data (the one socket bridged to the server)" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --login 13800138000:demo1234 --page pages/chat/chatRoom/index --query 'doctorId=602&type=1&hospitalId=6' --expect-text '李医生您好，我最近空腹血糖7.2，需要调整用药吗？' --expect-text 发送
step "alipay health classes with seed data" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --page pages/info/colledg/index --query hospitalId=6 --expect-text 健康学院 --expect-text 一分钟看懂体检流程 --tap-text 更多 --expect-nav '/pages/info/moreColledg/index?category=体检指导'
step "alipay chronic entry home as the demo user" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --login 13800138000:demo1234 --page pages/entry/home/index --query 'hospitalId=6&route=/chronic/workRoom' --expect-text 我的签约团队 --expect-text 李秀兰糖尿病管理工作室 --expect-text 两周随访 --expect-text 慢病好物
step "alipay AI assistant: the whole answer in one reply with seed data" bash scripts/with-server.sh node scripts/mp-check/alipay.mjs --api '$API' --login 13800138000:demo1234 --page pages/assistant/aiChat/index --expect-text 不是医生 --tap-text 心脑血管专项筛查查哪些项目？ --after-text 《心脑血管专项筛查》 --after-text 联系人工客服
step "alipay AI assistant: five rewordings of chest pain / breathlessness open with 120 and the emergency line (issue 29, one server)" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --login 13800138000:demo1234 --page pages/assistant/aiChat/index --expect-text 不是医生 --type 呼吸很困难 --type 喘不上来气 --type '胸闷得厉害，喘不动气' --type 胸部一阵阵剧烈的疼痛 --type 'I have severe chest pain and cannot breathe' --type-placeholder 健康问题 --tap-text 发送 --after-text 【紧急提醒】 --after-text '请立即拨打 120 急救电话' --after-text '拨打 120' --after-text 查看急救热线
step "alipay check-up landing /checkup/yifu with seed data" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --page pages/landing/landing/index --query 'route=/checkup/yifu&hospitalId=6' --expect-text 医府体检中心 --expect-text '入职体检套餐（基础版）' --tap-text '入职体检套餐（基础版）' --expect-nav '/pages/checkup/packageDetail/index?packageId=6023'
step "alipay discharge landing /discharge with seed data" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --page pages/landing/landing/index --query 'route=/discharge&hospitalId=6' --expect-text 出院服务 --expect-text 办理流程 --expect-text '上门护理·PICC导管维护'
step "alipay dental landing /stomatology with seed data" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --page pages/landing/landing/index --query 'route=/stomatology&hospitalId=6' --expect-text 口腔服务 --expect-text '口腔检查+超声波洁牙' --expect-text 198.00
step "alipay health services /selectService with seed data" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --page pages/landing/selectService/index --query 'route=/selectService&hospitalId=6' --expect-text 上门护理 --expect-text 口腔保健 --tap-text 口腔保健 --expect-nav /pages/landing/selectService/index
step "alipay health service /hospital/selectService?id=604 with seed data" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --page pages/landing/selectService/index --query 'route=/hospital/selectService&id=604&hospitalId=6' --expect-text 选择服务项目 --expect-text '口腔检查+超声波洁牙' --expect-text 198.00
step "alipay pay-success page with its configuration as a logged-in user" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --login 13800138000:demo1234 --page pages/pay/paySuccess/index --query orderId=1 --expect-text 支付有礼 --expect-text 为你推荐
step "alipay group-buy team page with seed data" "${SEEDED[@]}" node scripts/mp-check/alipay.mjs --api '$API' --page pages/goods/groupBuy/index --query 'teamId=1&hospitalId=6' --expect-text 拼团中 --expect-text 还差1人 --expect-text '张**' --expect-text 159.00 --expect-text 去参团
step "size report" node scripts/size-report.mjs --require weapp,alipay,h5
# issue 16: fails over a byte budget (main package, every package, H5 initial JS of home and product detail), a
# CLS over 0.02 (home, product detail, cart, check-up home, report detail in Chromium) or a key mini-program screen
# (home, product detail, check-up home on weapp and alipay) over 600 WXML nodes or a 64 KiB setData, the staff
# console's first-load JS (its login screen) over its budget. Lighthouse (reported, never gated: too noisy on a shared
# machine) is not run here for CI time (~80 s): `bash scripts/with-server.sh npx tsx scripts/budgets.ts --api '$API'
# --lighthouse --runs 3` gives the quiet-machine medians of the six key pages (docs/PERFORMANCE.md)
step "performance budgets (packages, H5 initial JS per key page, the console's first load and lazy editors, CLS of 6 pages, mini-program nodes and setData)" env WITH_SERVER_TIMEOUT=900 bash scripts/with-server.sh npx tsx scripts/budgets.ts --require weapp,alipay,h5,console --api '$API'
# queued behind the builds of parallel worktrees (scripts/taro-build.sh takes the same lock)
step "browser journeys" flock /tmp/taro-build.lock npx playwright test
echo ""
if [ $failed -gt 0 ]; then echo "Failed steps: ${failures[*]}"; fi
echo "steps: $passed passed, $failed failed"
[ $failed -eq 0 ]
