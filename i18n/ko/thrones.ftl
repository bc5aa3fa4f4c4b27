# 왕좌의 게임 카드 게임(2인, HBO판): 카드 이름과 문구(thrones-cards.ftl)를 뺀 모든 문장.
# 용어는 한국어 규칙서를 따릅니다: 플롯/뽑기/결집/경쟁/지배/세움/징세 단계, 군사·계략·권력 경쟁,
# 우선권, 획득 값, 수입, 부가 수입, 황금 저장고, 가문 문장, 시작 플레이어, 무방비, 명성, 잠행, 제한,
# 고유, 복제, 구조, 준비 카드, 멀리건, 눕히다/세우다. 거절 문장은 규칙을 룰북의 말로 설명하며 내부 규칙 번호는 쓰지 않습니다.

thrones-name = 왕좌의 게임: 카드 게임
thrones-rules = 왕좌의 게임: 카드 게임(2인, 스타크 대 라니스터, 권력 15점을 먼저 얻으면 승리). 게임 준비: 카드 7장을 뽑고 비밀리에 멀리건을 한 번 할 수 있으며, 비밀리에 황금 비용 5 이하의 인물과 장소(제한 카드는 1장까지)를 뒷면으로 놓고 동시에 공개한 뒤 7장까지 채웁니다. 매 라운드: 두 플레이어가 비밀리에 플롯(수입, 우선 값, 획득 값)을 골라 동시에 공개하고, 우선권을 가진 플레이어가 시작 플레이어를 정합니다. 각자 카드 2장을 뽑고, 차례대로 수입을 얻어 인물, 장소, 부착물을 결집합니다(고유 카드는 같은 이름의 카드 아래에 복제로 무료로 붙일 수도 있음). 차례대로 군사, 계략, 권력 경쟁을 한 번씩 벌일 수 있습니다. 공격자와 방어자는 눕고, 힘이 높은 쪽이 이기며(같으면 공격자), 이긴 공격자의 획득 값만큼 방어 플레이어가 고른 인물이 죽거나, 손의 카드가 무작위로 버려지거나, 가문 문장의 권력이 옮겨집니다. 방어가 없는 승리는 권력 1개를 더 주고, 이긴 쪽의 명성 인물은 권력을 1개씩 얻습니다. 지배(서 있는 인물의 힘과 황금의 합)는 권력 1개를 주고, 모든 카드가 일어서며 쓰지 않은 황금은 돌아갑니다. 행동(이벤트, "결집 단계:", "경쟁 단계:", "아무 단계:" 능력)은 내 결집·경쟁 메뉴와 행동 기회(공격자 지정 뒤, 방어자 지정 뒤, 상대가 결집 단계에 카드를 플레이할 때마다, 플롯·지배·세움·징세 단계)에 쓰며, 시작 플레이어부터 두 플레이어가 모두 넘길 때까지 이어집니다. 응답은 그것을 유발한 일 뒤의 기회에, 구조는 인물이 죽으려 할 때 씁니다. 기본인 strict 방식에서는 손패와 상관없이 기회가 열리므로 질문을 받는 것만으로는 상대에게 아무것도 드러나지 않습니다. 이번 경쟁이나 단계, 라운드가 끝날 때까지 넘기면 손의 카드로만 쓸 수 있는 기회를 건너뜁니다(/autopass로 원하지 않는 종류를 늘 넘깁니다). windows=casual에서는 쓸 수 있는 카드가 있는 플레이어에게만 묻습니다. draft=on 옵션: 플롯 드래프트. 카드는 이 판의 목록이 공개될 때까지 쓰는 대체 카드 묶음입니다. `/card <이름>`으로 각 카드가 하는 일을 볼 수 있습니다.
thrones-option-houses = 각 플레이어가 맡을 가문: 무작위, 또는 1번 플레이어가 스타크 / 라니스터.
thrones-option-draft = 플롯 드래프트 규칙: off(목록에 따른 플롯 덱) 또는 on(플롯 카드를 드래프트해 비밀 플롯 덱 7장을 만듭니다). 이 규칙으로 연 게임에 참가하면 두 플레이어가 합의한 것입니다.

thrones-house-stark = 스타크
thrones-house-lannister = 라니스터
thrones-neutral = 중립
thrones-none = 없음
thrones-icon-military = 군사
thrones-icon-intrigue = 계략
thrones-icon-power = 권력
thrones-keyword-limited = 제한
thrones-keyword-renown = 명성
thrones-keyword-stealth = 잠행

thrones-card-no-ability = 능력 없음.
thrones-card-facts = { $type ->
    [character] 인물
    [location] 장소
    [attachment] 부착물
   *[event] 이벤트
}, { $house }{ $unique ->
    [1] , 고유
   *[0] {""}
}{ $type ->
    [event] {""}
   *[other] , 비용 { $cost }
}{ $type ->
    [character] , 힘 { $str }{ $nicons ->
        [0] , 아이콘 없음
       *[other] , 아이콘: { $icons }
    }
   *[other] {""}
}{ $gold ->
    [0] {""}
   *[other] , 부가 수입 +{ $gold }
}.{ $ntraits ->
    [0] {""}
   *[other] {" "}특성: { $traits }.
}{ $nkeywords ->
    [0] {""}
   *[other] {" "}키워드: { $keywords }.
}
thrones-plot-facts = 플롯: 수입 { $income }, 우선 값 { $initiative }, 획득 값 { $claim }.

## 질문과 선택지

thrones-q-draft-keep = 플롯 드래프트 { $cycle }회차(총 { $cycles }회): 받은 플롯 카드 3장 중 1장을 골라 뒷면으로 가지세요. 남은 2장은 { $house }에게 건네줍니다. 비밀리에 고릅니다.
thrones-q-draft-receive = 플롯 드래프트 { $cycle }회차(총 { $cycles }회): { $house }이(가) 건네준 플롯 카드 2장 중 1장을 가지세요. 남은 카드는 내용을 보이지 않고 상자로 되돌립니다. 비밀리에 고릅니다.
thrones-q-draft-deck = 플롯 드래프트: 원래의 7장과 새로 고른 6장, 모두 { $of }장 중에서 플롯 덱이 될 { $n }장을 고르세요. 남은 카드는 내용을 보이지 않고 상자로 되돌립니다. 비밀리에 고릅니다.
thrones-q-mulligan = 이 준비 카드 7장을 그대로 가질까요, 아니면 덱에 섞어 넣고 새로 7장을 뽑을까요(멀리건은 한 번)? 비밀리에 정합니다.
thrones-q-limited = 게임 준비: 제한 카드 1장을 뒷면으로 놓을까요, 놓지 않을까요? (1장까지이며, 나머지 카드는 다음에 고릅니다.) 비밀리에 정합니다.
thrones-q-place = 게임 준비: 뒷면으로 놓을 인물과 장소를 황금 비용 합계 { $gold } 이하로 고르세요. 비밀리에 고르며, 두 플레이어의 준비 카드는 동시에 공개됩니다.
thrones-q-plot = 이번 라운드의 플롯을 고르세요(비밀리에 고르고, 두 플롯은 동시에 공개됩니다).
thrones-q-first = 우선권을 얻었습니다. 이번 라운드의 시작 플레이어는 누구인가요?
thrones-q-marshal = 결집 단계: 카드를 플레이하거나(황금 { $gold }개 보유) 차례를 마치세요.
thrones-q-challenge = 경쟁 단계: 다음 경쟁을 시작하거나, 이번 라운드에는 경쟁을 더 벌이지 않습니다.
thrones-q-attack = { $kind } 경쟁의 공격자를 지정하세요(공격자는 눕습니다). 아무도 지정하지 않으면 이 경쟁을 취소합니다.
thrones-q-stealth = 잠행: 이 경쟁에서 방어자로 지정될 수 없는 방어 플레이어의 인물을 { $n }장까지 고르세요.
thrones-q-defend = 힘 { $attack }의 { $kind } 경쟁을 방어할까요? 방어자를 지정하거나(방어자는 눕습니다) 아무도 지정하지 마세요.
thrones-q-kill = 군사 경쟁의 획득 효과: 죽을 내 인물을 { $n }장 고르세요(서로 다른 인물).
thrones-q-save = { $card }이(가) 죽으려 합니다. 구조할까요(복제 1장을 버리거나 구조 능력이 있는 카드로), 아니면 죽게 둘까요?

thrones-opt-keep = 그대로 갖기
thrones-opt-mulligan = 멀리건
thrones-opt-limited-none = 제한 카드 놓지 않기
thrones-opt-card-cost = { $card } (황금 { $cost })
thrones-opt-place-none = 아무것도 놓지 않기
thrones-opt-plot = { $plot } (수입 { $income }, 우선 값 { $initiative }, 획득 값 { $claim })
thrones-opt-first = { $house }이(가) 시작 플레이어
thrones-opt-marshal = { $card } 결집 ({ $cost })
thrones-opt-attach = { $card }을(를) { $host }({ $owner })에게 붙이기 ({ $cost })
thrones-opt-cost = 황금 { $cost }{ $change ->
    [reduced] , 원래 { $printed }에서 줄어듦
    [raised] , 원래 { $printed }에서 늘어남
   *[none] {""}
}
thrones-opt-duplicate = { $card }을(를) 같은 이름의 카드 아래에 복제로 붙이기(무료)
thrones-opt-marshal-done = 결집 마치기
thrones-opt-challenge = { $kind } 경쟁 시작
thrones-opt-challenges-done = 이번 라운드에는 경쟁을 더 벌이지 않기
thrones-opt-character = { $card } (힘 { $str })
thrones-opt-card-type = { $card } ({ $type ->
    [location] 장소
    [attachment] 부착물
   *[event] 이벤트
})
thrones-opt-save = 복제를 버려 구조하기
thrones-opt-no-save = 죽게 두기
thrones-opt-none = 없음

## 기록

thrones-log-houses = { $p1 }이(가) { $house1 } 가문을, { $p2 }이(가) { $house2 } 가문을 맡습니다.
thrones-log-draft-on = 플롯 드래프트 규칙을 적용합니다(두 플레이어가 이 규칙으로 연 게임에 참가했습니다). 플롯 덱에 쓰이지 않은 플롯 카드 { $n }장을 섞어 뒷면이 위로 오게 쌓아 플롯 카드 드래프트 덱을 만듭니다.
thrones-log-draft-deal = 플롯 드래프트 { $cycle }회차(총 { $cycles }회): 각 플레이어에게 플롯 카드 3장씩을 뒷면이 위로 오게 나눠줍니다.
thrones-log-draft-dealt = 받은 플롯 카드: { $plots }.
thrones-log-draft-passed = 각 플레이어가 플롯 카드 1장을 비밀리에 골라 뒷면으로 가지고, 남은 2장을 상대에게 건네줍니다.
thrones-log-draft-you-pass = { $kept }을(를) 가지고 { $house }에게 건네줍니다: { $passed }. { $house }이(가) 건네준 카드: { $received }.
thrones-log-draft-boxed = 각 플레이어가 건네받은 2장 중 1장을 가지고, 남은 카드는 내용을 보이지 않고 상자로 되돌립니다.
thrones-log-draft-you-keep = { $kept }을(를) 가지고 { $boxed }을(를) 상자로 되돌립니다.
thrones-log-draft-decks = 각 플레이어가 플롯 덱이 될 { $n }장을 골랐습니다. 남은 플롯 카드는 내용을 보이지 않고 상자로 되돌립니다. 게임 준비를 계속합니다.
thrones-log-draft-your-deck = 내 플롯 덱: { $plots }.
thrones-log-draws = { $house }이(가) 카드 { $n }장을 뽑습니다.
thrones-log-you-draw = 뽑은 카드: { $cards }.
thrones-log-deck-empty = { $house }의 가문 덱에 카드가 없어 뽑지 않습니다.
thrones-log-keep = { $house }이(가) 준비 카드를 그대로 갖습니다.
thrones-log-mulligan = { $house }이(가) 멀리건을 선언하고 준비 카드 7장을 새로 뽑습니다.
thrones-log-setup-reveal = { $house }의 준비 카드 공개: { $n ->
    [0] 없음
   *[other] { $cards }
}.
thrones-log-round = { $round }라운드: 플롯 단계.
thrones-log-plot = { $house }이(가) { $plot }을(를) 공개합니다(수입 { $income }, 우선 값 { $initiative }, 획득 값 { $claim }).
thrones-log-plots-return = { $house }이(가) 플롯 덱의 마지막 카드를 공개해 사용한 플롯들이 플롯 덱으로 돌아갑니다(플롯 덱 { $n }장).
thrones-log-initiative = { $house }이(가) 우선권을 얻습니다({ $mine } 대 { $theirs }).
thrones-log-initiative-power = 우선 값이 { $mine }(으)로 같아 권력이 적은 { $house }이(가) 우선권을 얻습니다.
thrones-log-initiative-random = 우선 값({ $mine })과 권력이 모두 같아 무작위로 { $house }이(가) 우선권을 얻습니다.
thrones-log-first = { $same ->
    [1] { $chooser }이(가) 시작 플레이어가 됩니다.
   *[0] { $chooser }이(가) { $house }을(를) 시작 플레이어로 정합니다.
}
thrones-log-income = { $house }의 결집 차례: 수입 { $income }, 황금 저장고에 황금 { $gold }개.
thrones-log-marshal = { $house }이(가) 황금 { $cost }개로 { $card }을(를) 결집합니다.
thrones-log-attach = { $house }이(가) 황금 { $cost }개로 { $card }을(를) { $host }에게 붙입니다.
thrones-log-duplicate = { $house }이(가) { $card } 아래에 복제를 붙입니다.
thrones-log-marshal-done = { $house }이(가) 결집을 마칩니다.
thrones-log-challenges = 경쟁 단계: { $house }부터 시작합니다.
thrones-log-attack = { $house }이(가) { $cards }(으)로 { $kind } 경쟁을 시작합니다.
thrones-log-stealth = { $house }의 잠행으로 { $cards }은(는) 방어할 수 없습니다.
thrones-log-defend = { $house }이(가) { $cards }(으)로 방어합니다.
thrones-log-no-defence = { $house }이(가) 방어하지 않습니다.
thrones-log-resolve = { $kind } 경쟁: 총 공격력 { $attack } 대 총 방어력 { $defence }, { $house }의 승리.
thrones-log-military-claim = 군사 경쟁의 획득 효과: { $house }의 { $cards }이(가) 죽어야 합니다.
thrones-log-intrigue-claim = 계략 경쟁의 획득 효과: { $n ->
    [0] { $house }의 손에 카드가 없어 버리지 않습니다
   *[other] { $house }이(가) 무작위로 카드 { $n }장을 버립니다: { $cards }
}.
thrones-log-power-claim = 권력 경쟁의 획득 효과: { $n ->
    [0] { $from }의 가문 문장에 옮길 권력이 없습니다
   *[other] 권력 { $n }개가 { $from }에서 { $to }(으)로 옮겨집니다
}.
thrones-log-killed = { $card }({ $house })이(가) 죽습니다{ $power ->
    [0] {""}
   *[other] . 그 위의 권력 { $power }개는 토큰 풀로 돌아갑니다
}{ $nwith ->
    [0] {""}
   *[other] . 함께 버려진 카드: { $with }
}.
thrones-log-killed-to-discard = { $card }({ $house })이(가) 죽어 버린 카드 더미로 갑니다{ $power ->
    [0] {""}
   *[other] . 그 위의 권력 { $power }개는 토큰 풀로 돌아갑니다
}{ $nwith ->
    [0] {""}
   *[other] . 함께 버려진 카드: { $with }
}.
thrones-log-discarded-from-play = { $card }({ $house })이(가) 플레이 영역에서 버려집니다{ $power ->
    [0] {""}
   *[other] . 그 위의 권력 { $power }개는 토큰 풀로 돌아갑니다
}{ $nwith ->
    [0] {""}
   *[other] . 함께 버려진 카드: { $with }
}.
thrones-log-saved-by-duplicate = { $card }이(가) 구조됩니다. 대신 복제 1장을 버립니다.
thrones-log-gains-power = { $house }이(가) 권력 { $n }개를 얻습니다({ $why }). 모두 { $total }점.
thrones-log-card-gains-power = { $card }이(가) 권력 { $n }개를 얻습니다({ $why }). 가문의 권력은 모두 { $total }점.
thrones-log-challenges-done = { $house }이(가) 이번 라운드에 경쟁을 더 벌이지 않습니다.
thrones-log-dominance = { $house }이(가) 지배 단계에 승리합니다({ $mine } 대 { $theirs }).
thrones-log-dominance-tie = 지배 단계 값이 { $total }(으)로 같아 아무도 승리하지 못합니다.
thrones-log-standing = 세움 단계: 누워 있는 모든 카드가 일어섭니다{ $n ->
    [0] {""}
   *[other] (단, { $stay }은(는) 제외)
}.
thrones-log-taxation = 징세 단계: 쓰지 않은 황금은 토큰 풀로 돌아갑니다.
thrones-log-taxation-skipped = 이번 라운드에는 징세 단계를 건너뜁니다. 쓰지 않은 황금이 남습니다.
thrones-log-wins = { $house }이(가) 권력 { $total }점으로 게임에서 승리합니다!
thrones-log-conceded = { $house }이(가) 기권합니다.
thrones-log-edit = 게임 진행자: { $house }의 { $what ->
    [power] 권력
   *[gold] 황금
}을(를) { $n }(으)로 정합니다.
thrones-log-edit-hand = 게임 진행자: { $house }의 손을 정합니다(카드 { $n }장).
thrones-log-edit-play = 게임 진행자: { $house }의 { $cards }을(를) 플레이 영역에 놓습니다.

thrones-why-unopposed = 무방비인 경쟁
thrones-why-renown = 명성
thrones-why-dominance = 지배
thrones-why-power-claim = 권력 경쟁의 획득 효과
thrones-why-ability = { $card }

thrones-end = { $round }라운드에 { $house }이(가) 권력 { $total }점으로 { $loser }({ $other }점)에게 승리했습니다.
thrones-end-conceded = { $loser }이(가) 기권하여 { $house }이(가) 승리했습니다.

## 상태, 개인 메시지(게임판 문구는 thrones-board.ftl)

thrones-status-round = { $round }라운드, { $phase ->
    [draft] 게임 준비(플롯 드래프트)
    [mulligan] 게임 준비(멀리건)
    [setup] 게임 준비(준비 카드 놓기)
    [plot] 플롯 단계
    [first-player] 플롯 단계(시작 플레이어 정하기)
    [marshalling] 결집 단계
    [challenges] 경쟁 단계
    [plot-end] 플롯 단계(행동)
    [dominance] 지배 단계
    [standing] 세움 단계
    [taxation] 징세 단계
   *[over] 게임 종료
}. 시작 플레이어: { $first }.
thrones-status-player = { $house }: 권력 { $power }점(가문 문장에 { $banner }), 황금 { $gold }개, 손에 { $hand }장, 덱에 { $deck }장, 남은 플롯 { $plots }장. 플롯: { $plot }.
thrones-status-draft = 플롯 드래프트 { $cycle }회차(총 { $cycles }회): 드래프트 덱에 { $deck }장, 상자로 되돌린 카드 { $boxed }장. 고른 플롯: { $house1 } { $drafted1 }장, { $house2 } { $drafted2 }장.
thrones-status-plot = { $plot }(수입 { $income }, 우선 값 { $initiative }, 획득 값 { $claim })
thrones-status-piles = { $house }: 사용한 플롯 { $used }장, 버린 카드 { $discard }장, 죽은 카드 { $dead }장. 이번 라운드에 벌인 경쟁: { $nmade ->
    [0] 없음
   *[other] { $made }
}{ $dominance ->
    [1] . 지배 승리
   *[0] {""}
}.
thrones-status-challenge-score = 힘 { $attacker } { $attack } : { $defender } { $defence } — { $step }.
thrones-status-in-play = { $house }의 플레이 영역: { $cards }.
thrones-status-card = { $card }{ $kind ->
    [1] {" "}힘 { $str }
   *[0] {""}
}{ $power ->
    [0] {""}
   *[other] , 권력 { $power }
}{ $knelt ->
    [1] , 누움
   *[0] {""}
}{ $nwith ->
    [0] {""}
   *[other] {" "}({ $with } 붙음)
}
thrones-status-challenge = { $house }의 { $kind } 경쟁: { $nattackers ->
    [0] 아직 공격자 없음
   *[other] 공격자 { $attackers }
}, { $declared ->
    [0] 방어자는 아직 지정 전
   *[other] { $ndefenders ->
        [0] 방어자 없음
       *[other] 방어자 { $defenders }
    }
}.
thrones-brief-gold = 내 황금 저장고: 황금 { $gold }개.
thrones-brief-hand = 내 손({ $n }장): { $cards }.
thrones-brief-standard-plots = 원래의 플롯 7장: { $plots }.
thrones-brief-drafted-plots = 드래프트로 고른 플롯({ $n }장): { $n ->
    [0] 아직 없음
   *[other] { $plots }
}.
thrones-brief-card = { $card } ({ $type ->
    [character] 인물, 황금 { $cost }, 힘 { $str }{ $nicons ->
        [0] , 아이콘 없음
       *[other] , { $icons }
    }
    [location] 장소, 황금 { $cost }
    [attachment] 부착물, 황금 { $cost }
   *[event] 이벤트
}{ $nkeywords ->
    [0] {""}
   *[other] ; { $keywords }
})

## 거절(규칙 번호를 밝힘)

thrones-err-two-players = 이 게임은 스타크와 라니스터, 정확히 2명이 합니다.
thrones-err-not-now = 지금 묻는 것이 아닙니다.
thrones-err-not-active = 지금은 상대 플레이어가 정할 차례입니다.
thrones-err-bad-line = `{ $line }`은(는) 이 게임의 행동이 아닙니다(예: `marshal the-hound`, `challenge military`, `attack the-hound`).
thrones-err-unknown-card = `{ $word }`(이)라는 카드는 이 게임에 없습니다(카드는 목록에 나온 이름이나 `the-hound`, `eddard-stark-2` 같은 id로 부릅니다).
thrones-err-unknown-plot = `{ $word }`(이)라는 플롯은 없습니다.
thrones-err-setup-limited = { $card }은(는) 놓을 수 있는 제한 카드가 아닙니다.
thrones-err-setup-limited-first = 먼저 제한 카드 1장을 고르거나 놓지 않기로 하세요.
thrones-err-setup-card = { $card }은(는) 놓을 수 없습니다. 준비 카드 중 인물과 장소만, 같은 이름의 고유 카드는 1장만, 제한 카드는 1장만 놓을 수 있습니다.
thrones-err-setup-gold = 고른 카드의 황금 비용 합계가 { $gold }입니다. 최대 { $max }까지 놓을 수 있습니다.
thrones-err-draft-plot = { $plot }은(는) 지금 드래프트에서 내가 가진 플롯 카드가 아닙니다.
thrones-err-draft-deck-plot = { $plot }은(는) 고를 수 없습니다. 원래의 플롯과 드래프트로 고른 플롯 중에서 각각 한 번씩만 고르세요.
thrones-err-draft-count = 플롯 덱은 정확히 { $n }장입니다. { $got }장을 골랐습니다.
thrones-err-plot = { $plot }은(는) 내 플롯 덱에 없습니다.
thrones-err-event = { $card }은(는) 이벤트입니다. 이벤트는 결집하지 않고 문구에 적힌 때에 플레이합니다.
thrones-err-unique = { $card }은(는) 고유 카드이며, 같은 이름의 카드가 이미 내 플레이 영역이나 죽은 카드 더미에 있습니다.
thrones-err-limited = { $card }은(는) 제한 카드이며, 이번 라운드에 이미 제한 카드를 플레이했습니다.
thrones-err-gold = { $card }의 비용은 황금 { $cost }개이고 황금 저장고에는 { $gold }개가 있습니다.
thrones-err-host = { $card }은(는) 그 카드를 붙일 수 있는, 플레이 영역의 인물에게 붙여야 합니다.
thrones-err-not-attachment = 인물에게 붙일 수 있는 것은 부착물뿐입니다.
thrones-err-not-in-hand = { $card }은(는) 내 손에 없습니다.
thrones-err-duplicate = { $card }은(는) 플레이 영역에 있는 같은 이름의 내 고유 인물에게만 복제로 붙일 수 있습니다.
thrones-err-made = 이번 라운드에 이미 { $kind } 경쟁을 벌였습니다.
thrones-err-no-attackers = { $kind } 아이콘을 가진 서 있는 인물이 없어 공격할 수 없습니다.
thrones-err-attacker = { $card }은(는) 공격할 수 없습니다. 공격자는 경쟁 아이콘을 가진 내 서 있는 인물이며, 한 번씩만 지정합니다.
thrones-err-stealth = { $card }은(는) 잠행으로 고를 수 없습니다. 잠행이 없는 방어 플레이어의 인물을 한 번씩만 고르세요.
thrones-err-stealth-count = 잠행으로는 잠행을 가진 공격자 하나당 1장, 최대 { $max }장까지 고를 수 있습니다.
thrones-err-defender = { $card }은(는) 방어할 수 없습니다. 방어자는 경쟁 아이콘을 가진 내 서 있는 인물 중 잠행으로 고르지 않은 인물입니다.
thrones-err-claim-card = { $card }은(는) 고를 수 없습니다. 죽을 수 있는 내 인물을 서로 다르게 고르세요.
thrones-err-claim-count = 군사 경쟁의 획득 효과로 정확히 { $n }장이 죽어야 합니다. { $got }장을 골랐습니다.
thrones-err-edit = `{ $line }`은(는) 수정 명령이 아닙니다(`set stark power 5`, `set lannister gold 3`, `set stark hand arya-stark jon-snow`, `set lannister play the-hound`).
thrones-err-edit-card = { $card }은(는) 그렇게 옮길 수 없습니다. 그 가문의 카드를 한 번씩, 덱이나 손에서 고르세요(`play`는 인물이나 장소만, 버린 카드와 죽은 카드 더미에서도 가능).

## 행동과 응답 기회, 능력

thrones-option-windows = 행동과 응답 기회: strict(기본값: 손패와 상관없이 기회가 열리므로 아무것도 드러나지 않습니다. 이번 경쟁이나 단계, 라운드가 끝날 때까지 넘길 수 있고, /autopass로 늘 넘길 기회를 미리 정합니다) 또는 casual(쓸 수 있는 카드가 있는 플레이어에게만 기회가 열립니다. 빠르지만 상대가 그 사실을 알게 됩니다).
thrones-window-plot = 플롯 단계의 행동
thrones-window-marshalling = 상대가 결집 단계에 카드를 플레이한 뒤의 행동
thrones-window-attackers = 공격자 지정 뒤의 행동
thrones-window-defenders = 방어자 지정 뒤의 행동
thrones-window-dominance = 지배 승자가 결정된 뒤의 행동
thrones-window-standing = 세움 단계 뒤, 징세 단계 전의 행동
thrones-window-taxation = 징세 단계에 황금이 돌아간 뒤, 새 라운드 전의 행동
thrones-window-after-play = 카드가 게임에 들어온 뒤의 응답
thrones-window-after-defend = 방어자 지정 뒤의 응답
thrones-window-after-challenge = 경쟁이 끝난 뒤의 응답
thrones-window-after-kill = 인물이 죽은 뒤의 응답
thrones-window-after-dominance = 지배에서 이긴 뒤의 응답
thrones-window-after-standing = 카드가 일어선 뒤의 응답
thrones-window-marker = —
thrones-q-window = 행동할 기회입니다({ $kind }): 카드를 쓰거나 넘기세요. { $casual ->
    [1] 지금 쓸 수 있는 카드가 있어서 묻는 것이므로, 상대도 그 사실을 알 수 있습니다.
   *[0] 가진 카드와 상관없이 모든 플레이어에게 묻습니다(이번 경쟁이나 단계, 라운드가 끝날 때까지 넘기기로 한 플레이어는 빼고).
}
thrones-q-response = { $what } 응답할 기회입니다({ $kind }): 카드를 쓰거나 넘기세요.
thrones-trigger-entered = { $card }이(가) 게임에 들어왔습니다.
thrones-trigger-attached = { $card }이(가) { $host }에게 부착되었습니다.
thrones-trigger-defended = 방어자 지정: { $cards }.
thrones-trigger-won = { $house }이(가) 경쟁에서 이겼습니다.
thrones-trigger-killed = { $card }이(가) 죽었습니다.
thrones-trigger-dominance = { $house }이(가) 지배에서 이겼습니다.
thrones-trigger-stood = 일어선 카드: { $cards }.
thrones-trigger-marshalling-begins = 결집 단계가 시작됩니다.
thrones-trigger-dominance-begins = 지배 단계가 시작됩니다.
thrones-trigger-revealed = { $house }이(가) 카드를 보여 주었습니다.
thrones-opt-pass = 넘기기
thrones-opt-pass-ahead = { $until ->
    [challenge] 이번 경쟁이 끝날 때까지 넘기기
    [phase] 이번 단계가 끝날 때까지 넘기기
   *[round] 이번 라운드가 끝날 때까지 넘기기
}
thrones-detail-pass-ahead = 그때까지 손의 카드로만 쓸 수 있는 기회에서는 묻지 않습니다. 플레이 영역이나 죽은 카드 더미의 카드를 쓸 수 있을 때는 계속 묻습니다.
thrones-detail-no-ability = { $type ->
    [character] 인물, 힘 { $str }{ $nicons ->
        [0] , 아이콘 없음
       *[other] , { $icons }
    }
    [location] 장소
    [attachment] 부착물
   *[event] 이벤트
}. 능력 없음.
thrones-detail-duplicate = 복제에는 능력이 없습니다. 복제를 버려 { $card }이(가) 죽거나 버려지는 것을 한 번 막습니다.
thrones-warn-discarded = { $card }은(는) 플레이 영역에서 버려집니다
thrones-warn-opponent-controls = { $house }의 조종으로 게임에 들어옵니다
thrones-warn-own-characters-too = 내 인물 { $n }장도 버려집니다
thrones-opt-use = { $card } 쓰기{ $gold ->
    [0] {""}
   *[other] {" "}(황금 { $gold }개{ $tax ->
        [0] {""}
       *[other] , 그중 { $tax }개는 { $to }에게
    })
}{ $warn ->
    [0] {""}
   *[other] {" "}— { $warning }
}{ $n ->
    [0] {""}
   *[other] : { $targets }
}
thrones-log-plays-event = { $house }이(가) { $card }을(를) 플레이합니다{ $gold ->
    [0] {""}
   *[other] {" "}(황금 { $gold }개 지불)
}.
thrones-log-uses = { $house }이(가) { $card }의 능력을 씁니다{ $gold ->
    [0] {""}
   *[other] {" "}(황금 { $gold }개 지불)
}.
thrones-log-would-die = 죽으려 하는 인물: { $cards }.
thrones-log-saved = { $card }이(가) 구조됩니다({ $why }).
thrones-log-stands-instead = { $guard }이(가) 대신 일어섭니다. { $card }은(는) 죽지 않습니다.
thrones-log-kneels = { $card }이(가) 눕습니다({ $why }).
thrones-log-stands = { $card }이(가) 일어섭니다({ $why }).
thrones-log-returns-to-hand = { $card }이(가) 주인의 손으로 돌아갑니다({ $why }).
thrones-log-takes-control = { $house }이(가) { $card }의 조종권을 가져옵니다({ $why }).
thrones-log-put-into-play = { $card }이(가) { $house }의 조종으로 게임에 들어옵니다.
thrones-log-searched = { $house }이(가) 덱을 찾아{ $n ->
    [0] {" "}아무 카드도 가져가지 않습니다
   *[other] {" "}{ $cards }을(를) 보여 주고 손으로 가져갑니다
}. 덱을 섞습니다.
thrones-log-discount = { $card }: 이번 단계에 조건에 맞는 다음 카드의 비용이 { $n } 줄어듭니다.
thrones-log-challenge-tax = { $house }이(가) 경쟁을 시작하려고 { $to }에게 황금 { $gold }개를 줍니다.
thrones-err-challenge-tax = 이번 라운드에는 { $kind } 경쟁을 시작하려면 황금 { $gold }개가 필요합니다(플롯의 규칙). 황금이 모자랍니다.
thrones-err-no-window = 지금 열린 기회가 없어서 넘길 것이 없습니다.
thrones-err-no-challenge = 진행 중인 경쟁이 없습니다. 이번 단계나 라운드가 끝날 때까지 넘기세요.
thrones-err-cannot-use = 지금은 { $card }을(를) 그렇게 쓸 수 없습니다(시점, 비용 또는 대상이 맞지 않습니다).
thrones-err-no-question = 답을 기다리는 질문이 없습니다.
thrones-err-choice = { $card }은(는) 여기서 고를 수 있는 카드가 아닙니다.
thrones-err-choice-count = { $exact ->
    [-1] { $min ->
        [0] 최대 { $max }장까지 고르세요
       *[other] { $min }~{ $max }장을 고르세요
    }
   *[other] 정확히 { $exact }장을 고르세요
}. 고른 카드: { $got }장.
thrones-err-answer-question = 먼저 질문에 답하세요(`choose …`). 능력이 해결되는 중입니다.
thrones-err-answer-save = 인물이 죽으려 합니다. 먼저 구조하거나 죽게 두세요.
thrones-err-answer-window = 기회가 열려 있습니다. 먼저 카드를 쓰거나 `pass`로 넘기세요.
thrones-err-no-duplicate = { $card }에는 버릴 복제가 없습니다.
thrones-q-plot-order = 공개된 두 플롯 모두 공개 시 능력이 있습니다. 어느 것을 먼저 해결할까요?
thrones-opt-order-first = { $house }의 플롯 먼저
thrones-q-plot-search = 덱에서 카드를 찾으세요: 보여 주고 손으로 가져갈 카드를 고르세요(고르지 않아도 됩니다). 그다음 덱을 섞습니다.
thrones-q-plot-keep = 남길 카드 { $n }장을 고르세요. 나머지는 게임에서 나갑니다(구조 없이 죽거나 버려집니다).
thrones-q-plot-kneel = 서 있는 내 인물 하나를 골라 눕히세요.
thrones-q-plot-condemn = 죽일 상대의 인물을 고르세요.
thrones-q-plot-discard = 버릴 손 카드 { $n }장을 고르세요.
thrones-log-when-revealed = { $house }의 { $plot }이(가) 공개되었습니다. 그 능력을 해결합니다.
thrones-why-plot = 플롯
thrones-log-discards-from-hand = { $house }이(가) 손에서 버립니다: { $cards }.
thrones-log-look-top = { $house }이(가) 덱 맨 위를 보고 카드 { $n }장을 손으로 가져갑니다. 나머지는 덱에 섞어 넣습니다.
thrones-log-you-take = 손으로 가져온 카드: { $cards }.
thrones-log-str-ignored = 이 경쟁에서 { $card }의 힘은 계산하지 않습니다({ $why }).
thrones-log-keywords-taken = { $card }이(가) 단계가 끝날 때까지 { $from }의 잠행과 명성을 가져갑니다.
thrones-log-joins-challenge = { $card }이(가) 누우며 경쟁에 참여합니다.
thrones-log-plot-replaced = { $house }이(가) 플롯 대신 { $plot }을(를) 공개합니다({ $why }).
thrones-log-back-from-dead = { $house }이(가) 죽은 카드 더미에서 { $card }을(를) 손으로 가져옵니다.
thrones-log-discard-to-deck = { $card }이(가) 버린 카드 더미에서 주인의 덱 맨 위로 갑니다.
thrones-log-dead-shuffled = 각 플레이어가 죽은 카드 더미를 덱에 섞어 넣습니다({ $why }).
thrones-log-discards-shuffled = 각 플레이어가 버린 카드 더미를 덱에 섞어 넣습니다({ $why }).
thrones-log-illyrio = 이번 단계에 { $house }은(는) { $kind } 경쟁을 시작할 때마다 황금 1개를 냅니다.
thrones-q-snowed-under = 폭설: { $house }의 누워 있는 카드 하나를 골라 주인의 손으로 되돌리세요.
thrones-q-varys = 바리스: 플레이 영역에서 버릴 협력자 인물을 고르세요.

## 라니스터 카드와 중립 이벤트

thrones-log-ability-resolves = { $card }: 능력을 해결합니다.
thrones-log-no-stand-this-round = { $card }은(는) 이번 라운드에 일어서지 않습니다({ $why }).
thrones-log-gains-gold = { $house }이(가) 토큰 풀에서 황금 { $n }개를 가져옵니다({ $why }). 황금은 모두 { $gold }개.
thrones-q-the-hound = 하운드: 하운드를 골라 플레이 영역에서 버리거나, 아무것도 고르지 않고 내 덱 맨 위 카드를 버리세요.
thrones-log-discards-top = { $house }이(가) 덱 맨 위 카드 { $card }을(를) 버립니다({ $why }).
thrones-log-pays = { $house }이(가) 황금 { $gold }개를 지불합니다({ $why }).
thrones-log-guards = 이번 단계 동안 { $guard }이(가) 누워 있으면, { $card }이(가) 죽는 대신 { $guard }이(가) 일어섭니다.
thrones-log-reveals-top = { $house }이(가) 덱 맨 위 카드 { $card }을(를) 공개하고 손으로 가져갑니다({ $why }).
thrones-log-you-look-top = { $house }의 덱 맨 위 카드를 봅니다: { $card }.
thrones-q-raff-the-sweetling = 귀염둥이 래프: 그 카드를 골라 { $house }의 덱 맨 아래에 놓거나, 아무것도 고르지 않고 맨 위에 그대로 두세요.
thrones-log-looks-top = { $house }이(가) { $owner }의 덱 맨 위 카드를 보고 { $bottom ->
    [1] 맨 아래에 놓습니다
   *[other] 맨 위에 그대로 둡니다
}.
thrones-log-discards-at-random = { $house }이(가) 손에서 무작위로 { $card }을(를) 버립니다({ $why }).
thrones-q-kneel-one = { $card }: 눕힐 인물 하나를 고르세요(고르지 않아도 됩니다).
thrones-log-shows-hand = { $house }이(가) 손을 보여 줍니다({ $why }): { $n ->
    [0] 카드 없음
   *[other] { $cards }
}.
thrones-log-discards-named = { $house }이(가) 손에서 { $name }을(를) 모두 버립니다: { $n ->
    [0] 없음
   *[other] { $n }장
}.
thrones-log-event-attached = { $card }이(가) { $host }에게 부착물로 남습니다.
thrones-log-claim-change = 이번 경쟁 동안 { $house }의 획득 값이 { $n } { $up ->
    [1] 올라갑니다
   *[other] 내려갑니다
}({ $why }).
thrones-log-str-this-phase = { $card }이(가) 이번 단계 동안 힘 +{ $n }을 받습니다({ $why }).
thrones-log-dead-to-hand = { $card }이(가) 죽은 카드 더미 대신 주인의 손으로 갑니다({ $why }).
