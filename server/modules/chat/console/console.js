/* global document, location, alert -- a plain browser script served by the staff console */
// The staff console (server/modules/chat/staff.ts): polls the staff API once a second. Plain DOM, no build step.
;(function () {
  var key = sessionStorage.getItem('chatStaffKey') || ''
  var doctorId = 0
  var agent = false
  var groupState = ''
  var groupId = 0
  var lastSeq = 0
  var seen = {}
  var $ = function (id) {
    return document.getElementById(id)
  }
  function api(method, url, body) {
    return fetch('/api/im/staff/' + url, {
      method: method,
      headers: { 'x-staff-key': key, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (r) {
      return r.json().then(function (j) {
        if (j.code !== 200) throw new Error(j.msg || '请求失败')
        return j.data
      })
    })
  }
  function start() {
    api('GET', 'doctors')
      .then(function (ds) {
        sessionStorage.setItem('chatStaffKey', key)
        loadArticles()
        $('login').style.display = 'none'
        $('main').style.display = 'flex'
        var sel = $('doctor')
        sel.innerHTML = ''
        ds.forEach(function (d) {
          var o = document.createElement('option')
          o.value = d.doctorId
          o.textContent = d.name + '（' + d.doctorId + '）'
          sel.appendChild(o)
        })
        var agentOpt = document.createElement('option')
        agentOpt.value = 'agent'
        agentOpt.textContent = '在线客服（人工）'
        sel.appendChild(agentOpt)
        var params = new URLSearchParams(location.search)
        var want = params.get('agent') === '1' ? 'agent' : params.get('doctorId')
        if (want) sel.value = String(want)
        agent = sel.value === 'agent'
        doctorId = agent ? 0 : Number(sel.value)
        sel.onchange = function () {
          agent = sel.value === 'agent'
          doctorId = agent ? 0 : Number(sel.value)
          groupId = 0
          $('messages').innerHTML = ''
          loadGroups()
        }
        loadGroups()
        setInterval(tick, 1000)
      })
      .catch(function (e) {
        $('login-error').textContent = e.message === 'Not Found' ? '密钥错误' : e.message
      })
  }
  function loadGroups() {
    var req = agent ? api('GET', 'service') : api('GET', 'groups?doctorId=' + doctorId)
    return req.then(function (gs) {
      if (agent) {
        var cur = gs.filter(function (g) {
          return g.groupId === groupId
        })[0]
        groupState = cur ? cur.state : groupId ? 'closed' : ''
        $('accept').style.display = groupState === 'waiting' ? '' : 'none'
        $('close').style.display = groupState === 'agent' || groupState === 'waiting' ? '' : 'none'
      } else {
        $('accept').style.display = 'none'
        $('close').style.display = 'none'
      }
      var list = $('group-list')
      list.innerHTML = ''
      gs.forEach(function (g) {
        var el = document.createElement('div')
        el.className = 'group' + (g.groupId === groupId ? ' active' : '')
        el.dataset.groupId = g.groupId
        el.textContent = g.patient + ' · ' + (g.name || (g.state === 'waiting' ? '等待接入' : '服务中'))
        if (g.unread) {
          var b = document.createElement('span')
          b.className = 'badge'
          b.textContent = g.unread
          el.appendChild(b)
        }
        el.onclick = function () {
          groupId = g.groupId
          lastSeq = 0
          seen = {}
          $('messages').innerHTML = ''
          $('chat-title').textContent = g.patient + ' · ' + (g.name || '在线客服')
          loadGroups()
          loadMessages()
        }
        list.appendChild(el)
      })
    })
  }
  function loadMessages() {
    if (!groupId) return Promise.resolve()
    var g = groupId
    var who = agent ? 'agent=1' : 'doctorId=' + doctorId
    return api('GET', 'messages?' + who + '&groupId=' + g + '&afterSeq=' + lastSeq).then(function (page) {
      if (g !== groupId) return
      page.list.forEach(function (m) {
        if (seen[m.id]) return
        seen[m.id] = true
        lastSeq = Math.max(lastSeq, m.seq)
        var el = document.createElement('div')
        el.className = 'msg ' + (m.senderKind === 'agent' ? 'doctor' : m.senderKind)
        el.dataset.seq = m.seq
        var who = document.createElement('div')
        who.className = 'who'
        who.textContent = m.senderName + ' ' + m.sendTime
        var b = document.createElement('div')
        b.className = 'bubble'
        if (m.msgType === 'image' && m.content.image) {
          var img = document.createElement('img')
          img.src = m.content.image
          img.style.maxWidth = '160px'
          b.appendChild(img)
        } else if (m.msgType === 'knowledge') b.textContent = '【文章】' + m.content.title
        else b.textContent = m.content.text || m.content.goodsName || m.content.orderNo || '[消息]'
        el.appendChild(who)
        el.appendChild(b)
        $('messages').appendChild(el)
      })
      $('messages').scrollTop = 1e9
    })
  }
  var busy = false
  function tick() {
    if (busy) return
    busy = true
    Promise.all([loadGroups(), loadMessages()])
      .catch(function () {})
      .then(function () {
        busy = false
      })
  }
  $('login').onsubmit = function (e) {
    e.preventDefault()
    key = $('key').value
    start()
  }
  $('send').onsubmit = function (e) {
    e.preventDefault()
    var text = $('reply').value
    if (!text.trim() || !groupId) return
    var body = { doctorId: doctorId, agent: agent, groupId: groupId, text: text, clientMsgId: 'staff-' + Date.now() + '-' + Math.random() }
    api('POST', 'send', body)
      .then(function () {
        $('reply').value = ''
        return loadMessages()
      })
      .catch(function (err) {
        alert(err.message)
      })
  }
  function serviceAction(action) {
    api('POST', 'service/' + action, { groupId: groupId })
      .then(tick)
      .catch(function (err) {
        alert(err.message)
      })
  }
  function loadArticles() {
    api('GET', 'articles')
      .then(function (list) {
        var sel = $('article')
        sel.innerHTML = ''
        list.forEach(function (a) {
          var o = document.createElement('option')
          o.value = a.articleId
          o.textContent = a.title
          sel.appendChild(o)
        })
      })
      .catch(function () {})
  }
  function doctorAction(url, extra) {
    if (!groupId || agent) return
    var body = Object.assign({ doctorId: doctorId, groupId: groupId }, extra || {})
    api('POST', url, body)
      .then(loadMessages)
      .catch(function (err) {
        alert(err.message)
      })
  }
  $('knowledge').onclick = function () {
    doctorAction('knowledge', { articleId: Number($('article').value) })
  }
  $('evaluate').onclick = function () {
    doctorAction('launchEvaluate')
  }
  setInterval(function () {
    $('doctor-actions').style.display = groupId && !agent ? 'block' : 'none'
  }, 500)
  $('accept').onclick = function () {
    serviceAction('accept')
  }
  $('close').onclick = function () {
    serviceAction('close')
  }
  if (key) start()
})()
