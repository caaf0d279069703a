#!/usr/bin/env bash
# The two seed videos (server/assets/content/video-{1,2}.{mp4,jpg}), made once with Debian's ffmpeg and committed:
# 8 s 640x360, H.264 main yuv420p (WeChat, Alipay, iOS), AAC mono 32 kb/s, faststart (playback starts before the
# whole file arrives); the poster is the frame at 1 s. `bash server/seed/content/make-clips.sh` (apt-get install ffmpeg).
set -euo pipefail
out="$(cd "$(dirname "$0")/../../assets/content" && pwd)"
font=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
[ -f "$font" ] || font=/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc
for n in 1 2; do
  src=$([ $n = 1 ] && echo "testsrc2=size=640x360:rate=25" || echo "smptebars=size=640x360:rate=25")
  title=$([ $n = 1 ] && echo "体检流程介绍" || echo "居家测血压")
  crf=$([ $n = 1 ] && echo 42 || echo 34)
  ffmpeg -v error -y -f lavfi -i "$src" -f lavfi -i "sine=frequency=440:sample_rate=44100" -t 8 \
    -vf "drawtext=fontfile=$font:text='$title':fontsize=36:fontcolor=white:box=1:boxcolor=black@0.5:x=(w-tw)/2:y=30" \
    -c:v libx264 -profile:v main -preset slow -crf "$crf" -pix_fmt yuv420p -movflags +faststart -c:a aac -b:a 32k -ac 1 "$out/video-$n.mp4"
  ffmpeg -v error -y -i "$out/video-$n.mp4" -ss 1 -frames:v 1 -q:v 6 "$out/video-$n.jpg"
  echo "video-$n.mp4 $(stat -c%s "$out/video-$n.mp4") B, poster $(stat -c%s "$out/video-$n.jpg") B"
done
