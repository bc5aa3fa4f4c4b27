# 황혼의 투쟁: 안내, 기록, 오류, 상태 (규칙 엔진의 문구).
ts-rules = 황혼의 투쟁(디럭스), 2인용: 소련(1번 자리)과 미국(2번 자리). 최대 10턴. 매 턴 두 사람이 헤드라인 카드를 몰래 고른 뒤, 6번(1–3턴) 또는 7번의 액션 라운드에서 카드를 한 장씩 사용합니다: 사건으로(자기 또는 중립 카드), 작전으로(영향력 배치, 재조정, 쿠데타 한 번) 또는 우주 경쟁에. 상대의 카드를 작전으로 쓰면 그 사건도 상대를 위해 발생합니다. 승점 계산 카드는 지역의 승점을 계산하며 뽑은 턴에 반드시 사용해야 합니다. 데프콘 1을 일으킨 쪽이 패배하고, 승점 20점 또는 유럽 승점 계산 때 유럽 조종으로 승리하며, 아니면 10턴 뒤 최종 승점 계산을 합니다. 모든 카드의 사건이 카드에 적힌 대로, 지속 효과까지 적용됩니다. 게임을 만들 때 고르는 옵션: 선택 카드(기본으로 포함), 국공 내전 변형, 토너먼트 손패 공개, 미국 영향력 입찰. `/hand`로 내 카드와 할 수 있는 모든 선택을 봅니다. 규칙이 정하지 않은 부분의 판정은 프로젝트 문서에 있습니다.
ts-option-optional-cards = 선택 카드 7장(#104–110)을 덱에 넣습니다.
ts-option-civil-war = 국공 내전 변형: 소련이 내전 칸에 영향력 3을 놓을 때까지 아무도 차이나 카드를 갖지 않습니다.
ts-option-tournament-reveal = 토너먼트 규칙: 턴이 끝날 때마다 두 사람의 손패를 공개합니다.
ts-option-us-bid = 미국의 추가 초기 영향력(핸디캡 입찰), 0–10.
ts-nobody = 없음
ts-none = —
ts-note-none = { "" }
ts-country-chinese-civil-war = 국공 내전
ts-country-count = { $country } { $n }

## 우주 경쟁 칸
ts-space-1 = 인공위성
ts-space-2 = 우주 동물
ts-space-3 = 유인 우주선
ts-space-4 = 유인 궤도 비행
ts-space-5 = 달 궤도
ts-space-6 = 달 착륙
ts-space-7 = 우주 왕복선
ts-space-8 = 우주 정거장

## 질문
ts-q-setup = 초기 배치: { $area }에 영향력 { $left }을(를) 더 놓으세요{ $bid ->
    [0] {""}
   *[other] {" "}(입찰 { $bid }점은 미국이 시작하는 나라에도 놓을 수 있음)
}. 한 번 누를 때 1점, 또는 한 줄로 모두 입력하세요.
ts-q-headline = { $turn }턴 헤드라인: 카드를 몰래 고르세요.
ts-q-headline-after = { $turn }턴 헤드라인: 상대의 헤드라인은 { $card }입니다(유인 궤도 비행). 카드를 몰래 고르세요.
ts-q-play = { $turn }턴 { $round }번째 액션 라운드: 낼 카드를 고르세요.
ts-q-play-scoring = { $round }번째 액션 라운드: 남은 라운드가 없으니 지금 승점 계산 카드를 내야 합니다.
ts-q-use = { $card }({ $ops } 작전): 어떻게 쓸까요? { $note }
ts-q-influence = 영향력 배치: 작전 { $left } 남음{ $asia ->
    [0] {""}
   *[other] {" "}(모두 아시아에 쓸 때만 +1)
}. 한 번 누를 때 1점(적이 조종하는 나라는 2 작전).
ts-q-realign = 재조정: { $left }번 남음. 적 영향력이 있는 나라를 고르세요.
ts-q-coup = { $ops } 작전으로 쿠데타(데프콘 { $defcon }): 적 영향력이 있는 나라를 고르세요.
ts-q-space-discard = 달 착륙 능력: 들고 있는 카드 한 장을 버릴 수 있습니다.

## 선택지
ts-opt-card = { $card }({ $ops }{ $side ->
    [us] , 미국
    [ussr] , 소련
   *[other] {""}
})
ts-opt-scoring-card = { $card }(승점 계산)
ts-opt-place = { $country }(나 { $now }, 상대 { $theirs }, 안정도 { $stability }; 비용 { $cost })
ts-opt-use = { $use ->
    [event] 사건
    [influence] 영향력({ $ops } 작전)
    [realign] 재조정({ $ops }번)
    [coup] 쿠데타({ $ops } 작전)
   *[space] 우주 경쟁
}
ts-opt-realign = { $country }(나 +{ $mine }, 상대 +{ $theirs })
ts-opt-coup = { $country }({ $need } 이상 필요{ $bg ->
    [1] , 핵심 국가: 데프콘 −1
    [2] , 핵심 국가: 데프콘 1 — ⚠ 게임에서 집니다
   *[other] {""}
})
ts-opt-back = 뒤로
ts-opt-confirm-coup = 예: 쿠데타를 하고 게임에서 집니다
ts-opt-use-loses = { $use } — ⚠ 데프콘 1: 게임에서 집니다
ts-opt-confirm-use = 예: 카드를 쓰고 게임에서 집니다
ts-q-confirm-use = { $card } 사건으로 데프콘이 1이 됩니다{ $use ->
    [event] {""}
   *[other] {" "}(작전으로 써도 상대의 사건이 일어납니다)
}: 핵전쟁이 일어나 게임에서 집니다(액션 라운드를 진행하는 플레이어가 집니다). 그래도 할까요?
ts-q-confirm-coup = { $country } 쿠데타로 데프콘이 1이 됩니다: 핵전쟁이 일어나 게임에서 집니다(액션 라운드를 진행하는 플레이어가 집니다). 그래도 할까요?
ts-opt-reset = 놓은 { $n }점 되돌리기
ts-opt-pass = 패스(차이나 카드 보유)
ts-opt-keep = 모두 보유

## 입력 줄
ts-free-setup = { $power ->
        [ussr] `influence east-germany:3 poland:3`
       *[us] `influence west-germany:4 italy:3`
    }처럼 입력하세요(나라는 목록에 나온 이름이나 그 앞부분, 또는 id로 씀. 예: `서독:4`).
ts-free-influence = `influence italy:2 france:1`처럼 입력하세요(나라는 목록에 나온 이름이나 그 앞부분, 또는 id로 씀. 예: `서독:4`).
ts-free-play = 또는 한 라운드를 한 줄로: `play <카드> influence italy:2 france:1`, `play <카드> coup iran`, `play <카드> realign iran`, `play <카드> space`, `play <카드> event`.
ts-free-use = 또는 `influence italy:2 france:1`, `coup iran`, `realign iran`, `space`, `event`를 입력하세요.

## 사건을 고를 수 없는 이유
ts-why-china-no-event = 차이나 카드에는 사건이 없습니다.
ts-why-opponent-event = { $card }은(는) 상대의 카드입니다: 작전으로 쓰면 사건이 상대를 위해 발동하며, 내 사건으로 낼 수는 없습니다.
ts-why-event-not-built = { $card }의 사건은 아직 준비되지 않았습니다: 작전이나 우주 경쟁에 쓰세요.

## 기록
ts-log-setup = 초기 냉전 덱({ $cards }장)을 섞고 양쪽에 8장씩 나눴습니다. 소련이 차이나 카드를 가집니다.
ts-log-civil-war-begins = 국공 내전: 소련이 내전 칸에 영향력 3을 놓을 때까지 아무도 차이나 카드를 갖지 않습니다.
ts-log-civil-war-won = 소련이 국공 내전에서 이겨 차이나 카드를 앞면으로 받습니다.
ts-log-setup-placed = { $power } 초기 배치: { $places }.
ts-log-headline-chosen = { $power }이(가) 헤드라인을 골랐습니다.
ts-log-headline-chosen-you = { $card }을(를) 헤드라인으로 골랐습니다(둘 다 고를 때까지 비밀).
ts-log-headline-first = { $power }은(는) 헤드라인을 먼저 공개해야 합니다: { $card }.
ts-log-headline-reveal = { $power } 헤드라인: { $card }.
ts-log-sits-out = { $power }은(는) 낼 카드가 없어 이번 액션 라운드를 쉽니다.
ts-log-pass = { $power }이(가) 차이나 카드를 남긴 채 이번 턴의 남은 라운드를 패스합니다.
ts-log-play = { $power }이(가) { $card }을(를) { $use ->
    [event] 사건으로
    [influence] 영향력 배치에
    [realign] 재조정에
    [coup] 쿠데타에
   *[space] 우주 경쟁에
} 씁니다.
ts-log-influence = { $power } 영향력 배치: { $places }({ $spent } 작전).
ts-log-realign = { $country } 재조정: { $power } { $roll }+{ $mod }, 상대 { $oroll }+{ $omod }; { $removed ->
        [0] 아무도 영향력을 잃지 않습니다
       *[other] { $loser } 영향력 { $removed } 감소
    }.
ts-log-coup-attempt = { $power }이(가) { $ops } 작전으로 { $country }에서 쿠데타를 일으킵니다.
ts-log-coup = { $country } 쿠데타: { $roll }{ $mod ->
    [0] {""}
   *[other] {" "}(보정 { $mod })
} + 작전 { $ops } − { $defence } = 상대 영향력 { $removed } 제거, 자기 영향력 { $added } 추가.
ts-log-space-success = { $power }이(가) 우주 경쟁 { $box }칸에 도전: { $roll } (필요 { $max } 이하) — 성공.
ts-log-space-fail = { $power }이(가) 우주 경쟁 { $box }칸에 도전: { $roll } (필요 { $max } 이하) — 실패.
ts-log-space-box = { $power }이(가) { $name }({ $box }칸)에 도달했습니다.
ts-log-space-discard = { $power }이(가) { $card }을(를) 버립니다(달 착륙).
ts-log-china-passes = 차이나 카드가 뒷면으로 { $power }에게 넘어갑니다.
ts-log-china-face-up = { $power }의 차이나 카드가 앞면이 됩니다.
ts-log-china-vp = 차이나 카드 보유자 { $power }이(가) 승점 1점을 얻습니다.
ts-log-event-not-built = { $card }의 사건은 아직 준비되지 않아 아무 일도 일어나지 않습니다.
ts-log-vp = { $power } 승점 { $vp }점 획득(현재 승점 { $total }, 양수 = 미국 우세).
ts-log-defcon-degrades = 데프콘이 { $defcon }(으)로 내려갑니다.
ts-log-defcon-improves = 데프콘이 { $defcon }(으)로 올라갑니다.
ts-log-milops-short = { $power }은(는) 필요한 군사 작전 { $required }에서 { $short } 모자라 상대가 승점 { $short }점을 얻습니다.
ts-log-held-reveal = { $power }의 손패: { $cards }.
ts-log-turn = { $turn }턴이 시작됩니다.
ts-log-mid-war = 중기 냉전 카드({ $cards }장)를 뽑을 더미에 섞어 넣습니다.
ts-log-late-war = 후기 냉전 카드({ $cards }장)를 뽑을 더미에 섞어 넣습니다.
ts-log-reshuffle = 버린 카드 더미({ $cards }장)를 섞어 새 뽑을 더미를 만듭니다.
ts-log-final-scoring = 10턴이 끝나 최종 점수를 계산합니다.
ts-log-final-total = 최종 승점: { $total }.
ts-log-scoring = { $region } 지역 결산 — { $ussr }; { $us }. 결과: { $leader } +{ $net }.
ts-score-side = { $power }: { $tier ->
    [presence] 개입
    [domination] 우세
    [control] 조종
   *[none] 없음
}({ $countries }개국, 핵심 국가 { $bg }) = 승점 { $vp }점
ts-log-edit = 진행자 수정: `{ $command }`.

## 게임 종료
ts-end-vp = { $power }이(가) 승점 20점에 도달해 승리합니다.
ts-end-europe = { $power }이(가) 유럽 승점 계산 때 유럽을 조종해 승리합니다.
ts-end-nuclear-war = 데프콘 1: 핵전쟁. 이를 일으킨 { $power }이(가) 패배합니다.
ts-end-held-scoring = { $power }이(가) 마지막 액션 라운드가 끝날 때 승점 계산 카드를 들고 있어 패배합니다.
ts-end-both-held-scoring = 두 쪽 모두 마지막 액션 라운드 뒤에 승점 계산 카드를 들고 있어 무승부입니다.
ts-end-final = 최종 점수: { $power }이(가) 승점 { $vp }점 차이로 승리합니다.
ts-end-final-draw = 최종 점수: 승점이 같아 무승부입니다.
ts-end-concede = { $power }이(가) 기권합니다.

## 오류
ts-err-unknown-card = `{ $word }`라는 카드는 없습니다.{ $hint } 목록에 나온 카드 이름이나 카드 id(예: `duck-and-cover`), 카드 번호(`17`)를 쓰세요.
ts-err-unknown-country = `{ $word }`라는 나라는 없습니다.{ $hint } 목록에 나온 나라 이름이나 나라 id를 쓰세요(예: `서독`, `west-germany`).
ts-err-unknown-word = `{ $word }`은(는) 행동이 아닙니다.{ $hint } 행동: place, influence, headline, play, event, realign, coup, space, pass, back, reset, discard, keep.
ts-err-bad-amount = `{ $word }`: `italy:2`처럼 나라와 1–20 사이의 점수를 쓰세요.
ts-err-place-what = 어디에 놓을지 쓰세요: `place italy` 또는 `place italy:2`.
ts-err-line-too-long = 줄이 끝나기 전에 결정이 끝났습니다(예: 카드의 작전보다 많은 점수). 줄 전체를 거절했으며 아무것도 바뀌지 않았습니다.
ts-err-not-now = 지금 정하는 것이 아닙니다. { $expected }
ts-expect-setup = 지금: 초기 영향력 배치(`place <나라>`).
ts-expect-headline = 지금: 헤드라인 선택(`headline <카드>`).
ts-expect-card = 지금: 이번 액션 라운드의 카드(`play <카드>`).
ts-expect-use = 지금: 카드 사용법(`event`, `influence`, `realign`, `coup`, `space`, `back`).
ts-expect-influence = 지금: 영향력 배치(`place <나라>`, `reset`, `back`).
ts-expect-realign = 지금: 재조정 대상(`realign <나라>`).
ts-expect-coup = 지금: 쿠데타 대상(`coup <나라>` 또는 `back`).
ts-expect-confirm-coup = 지금: 게임에서 지는 쿠데타를 할지(`confirm`) 돌아갈지(`back`) 정하세요.
ts-expect-confirm-use = 지금: 게임에서 지는 카드 사용을 할지(`confirm`) 돌아갈지(`back`) 정하세요.
ts-expect-space-discard = 지금: 달 착륙 능력(`discard <카드>` 또는 `keep`).
ts-expect-nothing = 지금 기다리는 결정은 없습니다.
ts-err-setup-ussr = 소련의 초기 영향력은 동유럽에만 놓을 수 있습니다. { $country }은(는) 동유럽이 아닙니다.
ts-err-setup-us = 미국의 초기 영향력은 서유럽에만 놓을 수 있습니다{ $bid ->
    [0] {""}
   *[other] {""}(입찰 { $bid }점은 미국이 시작하는 나라에도)
}. { $country }에는 놓을 수 없습니다.
ts-err-headline-china = 차이나 카드는 헤드라인으로 낼 수 없습니다.
ts-err-headline-un = UN 개입은 헤드라인으로 낼 수 없습니다.
ts-err-headline-bound = { $card } 카드는 첫 액션 라운드에 작전으로 써야 하므로 헤드라인으로 낼 수 없습니다.
ts-err-not-in-hand = { $card }은(는) 손패에 없습니다.
ts-err-china-face-down = 차이나 카드가 뒷면입니다: 다음 턴부터 낼 수 있습니다.
ts-err-china-nobody = 국공 내전 동안은 아무도 차이나 카드를 갖지 않습니다.
ts-err-must-play-scoring = 남은 액션 라운드가 없으니 지금 승점 계산 카드를 내야 합니다.
ts-err-no-pass = 차이나 카드만 남았을 때만 패스할 수 있습니다.
ts-err-no-event = 이 카드는 지금 사건으로 낼 수 없습니다.
ts-err-scoring-only-event = 승점 계산 카드에는 작전 점수가 없어 점수 계산에만 쓸 수 있습니다.
ts-err-no-space = 이 카드로는 지금 우주 경쟁에 도전할 수 없습니다.
ts-err-no-coup-target = 쿠데타할 곳이 없습니다: 데프콘 { $defcon }에서 허용된 나라에 적 영향력이 있어야 합니다.
ts-err-no-realign-target = 재조정할 곳이 없습니다: 데프콘 { $defcon }에서 허용된 나라에 적 영향력이 있어야 합니다.
ts-err-no-placement = 이 카드의 작전으로 영향력을 놓을 수 있는 나라가 없습니다.
ts-err-space-done = 우주 정거장에 도달해 더 도전할 수 없습니다.
ts-err-space-attempts = 우주 경쟁은 턴마다 { $allowed }번만 도전할 수 있습니다.
ts-err-space-ops = { $card }은(는) { $ops } 작전이지만 다음 칸은 { $need }이(가) 필요합니다.
ts-err-civil-war-ussr-only = 국공 내전 칸에는 소련만, 영향력 배치로만 행동할 수 있습니다.
ts-err-not-reachable = { $country }에는 닿지 않습니다: 카드를 낼 때의 지도 기준으로 이미 영향력이 있는 나라, 그 이웃, 자기 초강대국의 이웃에만 놓을 수 있습니다.
ts-err-cost = { $country }에는 { $cost } 작전이 들지만(적 조종국은 2) { $left }만 남았습니다.
ts-err-coup-no-enemy = 쿠데타 대상에는 { $enemy } 영향력이 있어야 하는데 { $country }에는 없습니다.
ts-err-realign-no-enemy = 재조정 대상에는 { $enemy } 영향력이 있어야 하는데 { $country }에는 없습니다.
ts-err-defcon-region = 데프콘 { $defcon }에서는 { $region }({ $country })에서 쿠데타나 재조정을 할 수 없습니다.
ts-err-asia-bonus = 차이나 카드의 추가 작전은 아시아에만 쓸 수 있습니다({ $country }은(는) 아시아가 아님).
ts-err-edit-form = 수정 명령을 알 수 없습니다: `{ $value }`. 형식: { $forms }.
ts-err-edit-number = 여기에 맞지 않는 숫자입니다: `{ $value }`. 형식: { $forms }.
ts-err-edit-power = `{ $value }` 대신 `us` 또는 `ussr`을 쓰세요. 형식: { $forms }.
ts-err-edit-card = 그런 카드는 없습니다: `{ $value }`. 형식: { $forms }.
ts-err-edit-card-missing = { $value }은(는) 지금 옮길 수 없습니다. 형식: { $forms }.
ts-err-edit-country = 그런 나라는 없습니다: `{ $value }`. 형식: { $forms }.

## 상태 (/status)
ts-status-head = { $turn }턴, { $round }번째 액션 라운드 · 데프콘 { $defcon } · 승점: { $vp ->
    [0] 동점
   *[other] { $leader } +{ $vp }
}
ts-status-waiting = 기다리는 중: { $who }({ $phase ->
    [setup] 초기 영향력 배치
    [headline] 헤드라인 선택
    [choose-card] 낼 카드
    [choose-use] 카드 사용법
    [event-order] 사건을 작전 전에 할지 후에 할지
    [event-choice] 사건 속 선택
    [event-influence] 사건으로 놓는 영향력
    [event-ops] 사건으로 얻은 작전
    [influence] 영향력 배치
    [realign] 재조정
    [coup] 쿠데타 대상
    [confirm-coup] 게임에서 지는 쿠데타 확인
    [confirm-use] 게임에서 지는 카드 사용 확인
    [trapped] 함정에서 벗어나려고 버릴 카드
    [space-discard] 턴 끝 버리기
   *[other] 결정
})
ts-status-tracks = 군사 작전: 소련 { $ussr_milops }/{ $required }, 미국 { $us_milops }/{ $required } · 우주 경쟁: 소련 { $ussr_space }, 미국 { $us_space }
ts-status-china = 차이나 카드: { $power }, { $up ->
    [1] 앞면
   *[other] 뒷면
}
ts-status-civil-war = 차이나 카드: 없음(국공 내전, 소련 { $n }/3)
ts-status-region = { $region } — 조종: 소련 { $ussr }(핵심 국가 { $ussr_bg }), 미국 { $us }(핵심 국가 { $us_bg })
ts-status-headlines = 헤드라인: 소련 { $ussr }, 미국 { $us }
ts-status-cards = 손패: 소련 { $ussr }, 미국 { $us } · 뽑을 더미 { $deck } · 버린 카드 { $discard } · 제거 { $removed }
ts-status-hand = 내 손패: { $cards }
ts-status-hand-china = 차이나 카드도 가지고 있습니다({ $up ->
    [1] 앞면
   *[other] 뒷면, 다음 턴부터 사용 가능
}).
ts-hand-card = { $card }({ $ops ->
    [0] 승점 계산
   *[other] 작전 { $ops }
}{ $side ->
    [us] , 미국
    [ussr] , 소련
   *[other] {""}
}, { $era ->
    [early] 초기 냉전
    [mid] 중기 냉전
   *[late] 후기 냉전
})
ts-err-civil-war-over = 국공 내전은 끝났습니다: 그 칸은 더 이상 없습니다.

## 사건(2부): 공통 질문, 선택지, 기록
ts-log-event-cannot = { $card }의 사건은 일어날 수 없습니다: { $why }
ts-why-chernobyl = 체르노빌: 이번 턴 소련은 { $region }에 작전으로 영향력을 놓을 수 없습니다({ $country }).
ts-why-nato = 북대서양조약기구가 { $country }을(를) 보호합니다: 소련은 미국이 조종하는 유럽 국가에 쿠데타나 재조정을 할 수 없습니다.
ts-why-us-japan = 미일 상호방위조약: 소련은 일본에 쿠데타나 재조정을 할 수 없습니다.
ts-why-reformer = 개혁가: 소련은 더 이상 유럽에서 쿠데타를 할 수 없습니다.
ts-end-cuban-missile-crisis = { $power }이(가) 쿠바 미사일 위기 중에 쿠데타를 일으켰습니다: 핵전쟁, { $power } 패배.
ts-log-effect = { $card }의 효과가 적용됩니다.
ts-log-effect-ends = { $card }의 효과가 끝났습니다.
ts-log-shuttle-diplomacy = 왕복 외교: 이번 점수 계산에서 소련의 핵심 국가 { $country }은(는) 세지 않습니다. 왕복 외교는 버려집니다.
ts-log-bury-you-cancelled = 유엔 개입이 사건으로 쓰였습니다: 생매장으로 소련이 얻는 것은 없습니다.
ts-log-missile-crisis-defused = { $power }이(가) { $country }에서 영향력 2를 제거했습니다: 쿠바 미사일 위기가 끝났습니다.
ts-effect-lasting = { $card }
ts-effect-this-turn = { $card } ({ $power }, 이번 턴)
ts-effect-chernobyl = 체르노빌: 소련은 { $region }에 작전으로 영향력을 놓을 수 없음
ts-effect-missile-envy = { $power }은(는) 다음 행동 라운드에 미사일 경쟁을 작전으로 내야 함
ts-effect-bury-you = 생매장: 미국이 다음 라운드에 유엔 개입을 사건으로 쓰지 않으면 소련 승점 +3
ts-status-effects = 적용 중: { $effects }
ts-status-ames = 올드리치 에임스 — 미국의 손패: { $cards }
ts-log-inf-added = { $power } { $country } 영향력 +{ $n } (현재 { $now }).
ts-log-inf-removed = { $power } { $country } 영향력 −{ $n } (현재 { $now }).
ts-log-war = { $card }: { $power }이(가) { $country }을(를) 공격합니다: 주사위 { $roll } − { $minus } (필요 { $need }) — { $won ->
    [1] 승리
   *[other] 실패
}.
ts-log-hand-revealed = { $power }의 손패
ts-log-hand-shown = { $power }이(가) { $to }에게 손패를 보여 줍니다.
ts-log-private-cards = { $intro }: { $cards }
ts-log-discarded = { $power }이(가) { $card }을(를) 버립니다.
ts-log-defectors-cancel = 망명자가 소련의 헤드라인을 취소합니다: { $card }은(는) 사건 없이 버려집니다.
ts-log-no-ops-use = { $power }은(는) { $card }의 작전을 쓸 수 있는 곳이 없습니다.
ts-log-no-coup-target = { $power }에게 남은 쿠데타 대상이 없습니다.
ts-log-spread-added = { $card }: { $power } 영향력 추가 — { $places }.
ts-log-spread-removed = { $card }: { $power } 영향력 제거 — { $places }.
ts-log-ops-declined = { $power }이(가) { $card }의 작전을 쓰지 않습니다.
ts-log-trap-skip = { $power }은(는) { $card } 때문에 버릴 작전 2 이상 카드가 없어 이번 라운드를 넘깁니다.
ts-log-trap-roll = { $card }: { $power } 주사위 { $roll } — { $escaped ->
    [1] 탈출
   *[other] 계속 묶여 있음 (1-4 필요)
}.
ts-opt-pick-country = { $country } (소련 { $ussr }, 미국 { $us })
ts-opt-remove = { $country }에서 제거 ({ $power } { $now })
ts-opt-done = 완료
ts-opt-event-first = 사건 먼저, 그다음 작전
ts-opt-ops-first = 작전 먼저, 그다음 사건
ts-opt-defuse = 쿠바 미사일 위기 끝내기: { $country }에서 영향력 2 제거
ts-q-event-order = { $card }은(는) 상대의 카드라 그 사건도 일어납니다. 작전 전에 할까요, 후에 할까요?
ts-free-choose = choose <답>
ts-free-remove = remove <국가>[:n] …
ts-q-spread-add = { $card }: { $power } 영향력 { $left }을(를) 추가하세요{ $per ->
    [1] {" "}(국가마다 하나씩)
   *[other] {" "}(국가마다 최대 { $per })
}.
ts-q-spread-remove = { $card }: { $power } 영향력 { $left }을(를) 제거하세요{ $per ->
    [1] {" "}(국가마다 하나씩)
   *[other] {" "}(국가마다 최대 { $per })
}.
ts-q-event-ops = { $card }: 작전 { $ops }을(를) 쓸 수 있습니다. 어떻게 쓰시겠습니까?
ts-q-trapped = { $card }: 작전 2 이상 카드를 버리고 주사위 1-4가 나오면 탈출합니다.
ts-expect-event-order = 지금: 상대 사건을 작전 전에 할지 후에 할지 고르세요.
ts-expect-choose = 지금: 사건의 질문에 답하세요 (`choose …`).
ts-expect-spread-add = 지금: 사건의 영향력을 놓으세요 (`place <국가>`).
ts-expect-spread-remove = 지금: 사건으로 영향력을 제거하세요 (`remove <국가>`).
ts-expect-event-ops = 지금: 사건이 준 작전을 어떻게 쓸지 고르세요.
ts-expect-trapped = 지금: 함정에서 벗어나려면 카드를 버리세요.
ts-err-remove-what = 어디서 영향력을 제거할지 적으세요: `remove <국가>[:n]`.
ts-err-choose-what = 무엇을 고를지 적으세요: `choose <답>`.
ts-err-defuse-where = 영향력 2를 어디서 뺄지 적으세요: `defuse <국가>`.
ts-err-defuse = { $country }(으)로는 쿠바 미사일 위기를 끝낼 수 없습니다: 위기의 대상일 때, 쿠바(소련) 또는 서독/터키(미국)의 자기 영향력 2를 빼야 합니다.
ts-err-missile-envy-bound = 미사일 경쟁: 이번 라운드에는 미사일 경쟁을 작전으로 내야 합니다.
ts-err-missile-envy-ops = 이번 라운드의 미사일 경쟁은 사건이 아닌 작전(영향력, 재조정, 쿠데타, 우주 경쟁)으로만 쓸 수 있습니다.
ts-word = { $word }
ts-err-choose = { $card }에는 "{ $word }"라는 답이 없습니다. 다음 중에서 고르세요: { $options }.
ts-err-spread-add = { $card }(으)로 지금 { $country }에 영향력을 더할 수 없습니다 (허용된 국가가 아니거나 한도에 이르렀습니다).
ts-err-spread-remove = { $card }(으)로 지금 { $country }에서 영향력을 뺄 수 없습니다 (허용된 국가가 아니거나, 뺄 것이 없거나, 한도에 이르렀습니다).
ts-err-event-ops-use = 이 작전은 여기서 그렇게 쓸 수 없습니다.
ts-err-trap-discard = { $card }은(는) 함정 때문에 버릴 수 없습니다: 손패의 작전 2 이상 카드여야 합니다 (점수 카드는 대신 냅니다).
ts-err-trap-play = 함정 중에는 { $card }을(를) 낼 수 없습니다: 작전 2 카드가 없거나 점수 카드를 내야 할 때의 점수 카드만 됩니다.
ts-err-trap-pass = 아직 함정 때문에 버릴 카드가 있습니다.
ts-err-not-in-area = { $country }은(는) 이 사건의 작전이 미칠 수 있는 지역 밖입니다.
ts-why-un-no-partner = 유엔 개입은 함께 낼 상대 사건 카드가 손패에 있어야 합니다.
ts-log-un-partner = { $power }이(가) 유엔 개입과 함께 { $card }을(를) 냅니다: 그 사건은 취소되고 작전만 씁니다.
ts-q-warsaw-pact-formed-0 = 바르샤바조약기구: 동유럽 4개국에서 미국 영향력을 모두 없앨까요, 동유럽에 소련 영향력 5를 더할까요(국가마다 최대 2)?
ts-q-warsaw-pact-formed-1 = 바르샤바조약기구: 어느 동유럽 국가의 미국 영향력을 모두 없앨까요 (4개국 중 1)?
ts-q-warsaw-pact-formed-2 = 바르샤바조약기구: 어느 동유럽 국가의 미국 영향력을 모두 없앨까요 (4개국 중 2)?
ts-q-warsaw-pact-formed-3 = 바르샤바조약기구: 어느 동유럽 국가의 미국 영향력을 모두 없앨까요 (4개국 중 3)?
ts-q-warsaw-pact-formed-4 = 바르샤바조약기구: 어느 동유럽 국가의 미국 영향력을 모두 없앨까요 (4개국 중 4)?
ts-pick-wipe = 4개국에서 미국 영향력 모두 제거
ts-pick-add = 소련 영향력 5 추가 (국가마다 최대 2)
ts-q-un-intervention-0 = 유엔 개입: 상대 사건 카드 중 어느 것과 함께 낼까요 (그 사건은 취소되고 작전만 씁니다)?

## The map as text (terminal `map`)
ts-map-region = **{ $region }**
ts-map-country = {"  "}{ $country }{ $bg ->
        [1] {" "}★
       *[other] {""}
    }(안정도 { $stability }): 소련 { $ussr }, 미국 { $us }{ $control ->
        [ussr] {" "}— 소련 조종
        [us] {" "}— 미국 조종
       *[none] {""}
    }
