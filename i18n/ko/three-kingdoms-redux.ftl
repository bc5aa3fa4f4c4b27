# 삼국지 리덕스: 국가, 액션, 기록, 거절 문구(거절 문장은 규칙을 말로 설명하며 명세의 규칙 번호는 쓰지 않습니다).

tkr-kingdom-wei = 위
tkr-kingdom-wu = 오
tkr-kingdom-shu = 촉

tkr-space-farm = 농장 개발 혹은 수확
tkr-space-market = 시장 개발 혹은 세금 징수
tkr-space-trade = 쌀 거래 / 무기 거래
tkr-space-tech = 교관 고용 / 기술 수입
tkr-space-construct = 국가 발전 건설
tkr-space-produce-spear-horse = 창 / 말 생산
tkr-space-produce-crossbow-boat = 석궁 / 배 생산
tkr-space-recruit = 군대 모집
tkr-space-train = 군대 훈련
tkr-space-tribute = 공물 요구
tkr-space-support = 지지도 얻기
tkr-space-han = 한나라 황제 조종
tkr-space-battle-shu-wei = 전투: 촉–위 국경
tkr-space-battle-shu-wu = 전투: 촉–오 국경
tkr-space-battle-wei-wu = 전투: 위–오 국경
tkr-space-tribal-wei = 부족 우호도(흉노)
tkr-space-tribal-wu = 부족 우호도(산월)
tkr-space-tribal-shu = 부족 우호도(남만)

tkr-log-setup = 삼국지 리덕스를 시작합니다: 위, 오, 촉. 이번 라운드에 한나라 황제 조종은 { $han ->
    [adm] 행정
   *[cmb] 전투
}, 지지도 얻기는 { $han ->
    [adm] 전투
   *[cmb] 행정
} 기준으로 입찰합니다.
tkr-log-drew = 장군 { $n }명을 뽑았습니다. { $keep }명을 고르세요.
tkr-log-kept = { $generals } 장군을 고릅니다.
tkr-log-has-picked = { $kingdom ->
    [wei] 위가
    [wu] 오가
   *[shu] 촉이
} 장군을 골랐습니다.
tkr-log-recruited = { $kingdom ->
    [wei] 위가
    [wu] 오가
   *[shu] 촉이
} { $generals } 장군을 등용합니다.
tkr-log-alliance = 이번 라운드에는 { $kingdom ->
    [wei] 위와
    [wu] 오와
   *[shu] 촉과
} { $ally ->
    [wei] 위가
    [wu] 오가
   *[shu] 촉이
} 동맹입니다. 동맹 액션은 { $space }입니다.
tkr-log-placed = { $kingdom ->
    [wei] 위가
    [wu] 오가
   *[shu] 촉이
} { $space }에 { $general } 장군을 놓습니다(+{ $value }, 그곳 합계 { $total }).
tkr-log-passed = { $kingdom ->
    [wei] 위가
    [wu] 오가
   *[shu] 촉이
} 이번 입찰을 마칩니다.
tkr-log-won = { $space } 입찰의 승자: { $kingdoms }.
tkr-log-next-order = 다음 라운드 입찰 순서: { $kingdoms }.

tkr-err-no-draft = 지금은 장군을 고를 때가 아닙니다.
tkr-err-draft-done = 이번에 등용할 장군은 이미 골랐습니다.
tkr-err-draft-count = 뽑은 장군 가운데 정확히 { $keep }명을 한 번씩 고르세요.
tkr-err-draft-not-drawn = { $general } 장군은 뽑은 장군이 아닙니다.
tkr-err-not-alliance-chooser = 동맹 액션은 입찰 순서 3번 칸의 국가가 입찰 전에 고릅니다.
tkr-err-alliance-space = 동맹 토큰은 기준이 정해진 10개의 일반 입찰 액션에만 놓을 수 있습니다. { $space }에는 놓을 수 없습니다.
tkr-err-alliance-repeat = { $space }은(는) 지난 라운드의 동맹 액션이므로 이번 라운드에는 고를 수 없습니다.
tkr-err-not-your-bid = 지금은 장군을 놓을 차례가 아닙니다(입찰은 입찰 순서대로 한 명씩).
tkr-err-no-ally = { $kingdom ->
    [wei] 위는
    [wu] 오는
   *[shu] 촉은
} 이번 라운드에 동맹이 없습니다. 입찰 순서 2번째와 3번째 국가가 동맹입니다.
tkr-err-still-riding = 아직 수행하지 않은 액션에 장군과 함께 놓인 것(부대 { $units }개, 금 { $gold }개)을 쓰게 됩니다. 그 액션을 먼저 수행하거나 포기하세요.
tkr-err-bid-space-first = 장군이 함께 보낼 것보다 액션을 먼저 고르세요.
tkr-err-no-bid-to-undo = 되돌릴 입찰 선택이 없습니다.
tkr-err-not-your-general = { $general } 장군은 내 국가에서 활동 중인 장군이 아닙니다.
tkr-err-general-resting = { $general } 장군은 한나라 황제 조종 위에 뒤집혀 있어 이번 라운드에 입찰할 수 없습니다.
tkr-err-general-placed = { $general } 장군은 이번 라운드에 이미 놓였습니다.
tkr-err-not-your-border = 내 국가의 두 국경 전투에만 입찰할 수 있습니다. { $space }에는 입찰할 수 없습니다.
tkr-err-not-your-tribe = 내 국가의 부족 우호도 액션에만 입찰할 수 있습니다. { $space }에는 입찰할 수 없습니다.
tkr-err-tribal-once = 부족 우호도 액션에는 라운드마다 장군 한 명만 놓을 수 있습니다.
tkr-err-tribal-gold-or-units = 부족 우호도 액션의 장군은 금이나 부대 가운데 하나만 가져갑니다.
tkr-err-tribal-no-tokens = 부족 우호도 액션에는 장군만 배치하거나 부대나 금 토큰과 함께 배치할 수 있습니다. 지지도 토큰과 한나라 황제 토큰은 놓을 수 없습니다(장군을 배치하면 이미 액션 실행을 보장받습니다).
tkr-err-over-leadership = 장군은 통솔력({ $ldr })만큼만 부대나 금을 가져갈 수 있습니다.
tkr-err-not-enough-gold = 이번 라운드에 쓸 수 있는 금이 그만큼 남아 있지 않습니다.
tkr-err-gold-only-tribal = 금은 부족 우호도 액션에만 장군과 함께 놓습니다.
tkr-err-units-only-battle = 부대는 전투 액션이나 부족 우호도 액션에만 장군과 함께 놓습니다.
tkr-err-unit-type = 장군이 가져갈 부대의 종류를 정하세요. 한 장군의 부대는 모두 같은 종류입니다.
tkr-err-not-enough-units = 이번 라운드에 쓸 수 있는 { $unit ->
    [infantry] 보병
    [cavalry] 기병
    [archer] 궁병
   *[navy] 해군
} 부대(무기를 든 훈련된 군대)가 그만큼 남아 있지 않습니다.
tkr-err-not-enough-support = 이번 라운드에 쓸 수 있는 지지도 토큰이 그만큼 남아 있지 않습니다.
tkr-err-no-han-token = 한나라 황제 토큰을 가진 국가만 입찰에 더할 수 있습니다.
tkr-err-han-once = 한나라 황제 토큰은 라운드마다 장군 한 명에게 +1을 더합니다.

## 액션 수행
tkr-log-performed = { $kingdom ->
    [wei] 위가
    [wu] 오가
   *[shu] 촉이
} { $space } 액션을 수행합니다: { $choice }.
tkr-log-built = { $kingdom ->
    [wei] 위가
    [wu] 오가
   *[shu] 촉이
} { $card } 국가 발전 카드를 건설합니다.
tkr-log-drew-card = { $card } 카드를 가져옵니다.
tkr-err-act-space = 그 선택은 { $space } 액션의 선택이 아닙니다.
tkr-err-farm-full = 농장 개발 단계가 이미 5입니다.
tkr-err-market-full = 시장 개발 단계가 이미 5입니다.
tkr-err-harvest-keep = 개발한 농장보다 많은 농장을 곡물 창고에 놓을 수 없습니다.
tkr-err-collect-keep = 개발한 시장보다 많은 시장을 국고에 놓을 수 없습니다.
tkr-err-harvest-none = 농장 개발 영역에 뒤집힌 농장 토큰이 없으므로 "농장 개발" 액션만 수행할 수 있습니다{ $full ->
    [yes] {""}. 농장 개발 등급도 이미 5이므로 이 액션은 포기할 수만 있습니다(액션 수행 마치기)
   *[no] {""}
}.
tkr-err-collect-none = 시장 개발 영역에 뒤집힌 시장 토큰이 없으므로 "시장 개발" 액션만 수행할 수 있습니다{ $full ->
    [yes] {""}. 시장 개발 등급도 이미 5이므로 이 액션은 포기할 수만 있습니다(액션 수행 마치기)
   *[no] {""}
}.
tkr-err-trade-rice-max = 한 번의 거래로 쌀은 4개씩 최대 12개까지 거래합니다.
tkr-err-trade-one-way = 한 번의 거래에서 무기는 사거나 팔거나 하나만 합니다.
tkr-err-trade-weapon-max = 한 번의 거래로 무기는 최대 6개까지 거래합니다.
tkr-err-trade-weapon-lot = 무기는 3개씩 거래합니다.
tkr-err-trade-nothing = 거래할 쌀이나 무기를 고르세요.
tkr-err-not-enough-rice = 쌀이 부족합니다.
tkr-err-not-enough-weapons = 팔 무기가 없습니다.
tkr-err-instructor = 교관은 훈련되지 않은 군대를 최대 2개까지 훈련합니다.
tkr-err-deck-empty = 그 카드 더미가 비었습니다.
tkr-err-not-in-hand = 그 국가 발전 카드는 손에 없습니다.
tkr-err-prerequisite = { $card } 카드를 건설하려면 먼저 { $condition } 조건을 갖춰야 합니다.
tkr-err-cannot-pay = { $card } 카드를 건설하려면 { $cost }이(가) 필요한데, 지금 가진 것으로는 부족합니다.
tkr-err-produce-two = 무기를 정확히 2개 생산하세요: 한 종류 2개 혹은 두 종류 1개씩.
tkr-err-train = 훈련되지 않은 군대를 최대 2개까지 훈련합니다.
tkr-err-han-general = 한나라 황제 조종에 입찰한 내 장군 가운데 한 명을 고르세요.
tkr-err-battle-general = 이 전투 액션에 입찰한 내 장군만 점령할 수 있습니다.
tkr-err-battle-location = 이 전투 국경의 비어있는 국경 지대를 고르세요.
tkr-err-location-taken = 그 국경 지대는 게임이 끝날 때까지 점령되어 있습니다.
tkr-err-battle-units = { $carried ->
    [0] 이 장군은 전투에 부대를 배정받지 않았습니다. 점령하는 장군은 배정받은 부대 중 적어도 하나의 부대로 함께 점령해야 하므로 점령할 수 없습니다. 대신 액션을 포기하세요.
   *[other] 점령하는 장군은 배정받은 부대 { $carried }개 중 적어도 하나의 부대로 함께 점령해야 합니다.
}
tkr-err-battle-type = 그 국경 지대는 { $unit ->
    [infantry] 보병
    [cavalry] 기병
    [archer] 궁병
   *[navy] 해군
} 부대로만 점령할 수 있습니다.
tkr-err-second-border = 두 번째로 점령하는 장군은 다른 국경으로 가야 합니다.
tkr-err-favor-not-12 = 부족 우호도가 12일 때만 쌀로 지지도 토큰을 얻을 수 있습니다.
tkr-err-tribal-exchange-only = 부족 우호도 액션에 배치한 장군이 없습니다. 부족 우호도 12에서 쌀 2개로 지지도 토큰 1개를 받는 것만 할 수 있습니다.

## 라운드 진행
tkr-err-not-your-action = 지금은 액션을 수행할 차례가 아닙니다(승자는 액션 순서대로 수행합니다).
tkr-err-not-won = 이번 라운드에 { $space } 입찰에서 승리하지 않았거나 이미 수행했습니다.
tkr-log-declined = { $kingdom ->
    [wei] 위가
    [wu] 오가
   *[shu] 촉이
} { $space } 액션을 수행하지 않습니다.

## 카드 혜택(액션 수행 후, 등용할 때, 라운드의 끝)
tkr-goods = { $what ->
    [gold] 금 { $n }개
    [rice] 쌀 { $n }개
    [untrained] 훈련되지 않은 군대 { $n }개
    [trained] 훈련된 군대 { $n }개
    [train] 군대 { $n }개 훈련
    [support] 지지도 토큰 { $n }개
    [favor] 부족 우호도 +{ $n }
    [spear] 창 { $n }개
    [horse] 말 { $n }개
    [crossbow] 석궁 { $n }개
   *[boat] 배 { $n }개
}
tkr-log-gain = { $kingdom ->
    [wei] 위가
    [wu] 오가
   *[shu] 촉이
} { $card }의 혜택을 받습니다: { $goods }.
tkr-log-swap = { $kingdom ->
    [wei] 위가
    [wu] 오가
   *[shu] 촉이
} { $card }에서 교환합니다: { $give } → { $get }.
tkr-log-card-horses = { $general } 카드 위에 말 { $n }개를 올려놓습니다.
tkr-q-benefit = 방금 수행한 액션으로 받는 { $card }({ $short })의 혜택을 고르세요(여러 카드의 혜택을 모두 받으며 순서는 직접 정합니다).
tkr-q-round-end = 라운드 종료 혜택: 원하는 순서대로 혜택을 받거나 활성화한 뒤 마치세요. 고를 것이 없는 혜택은 자동으로 받습니다.
tkr-opt-gain = { $card }: { $goods }
tkr-opt-swap = { $card }: { $give } → { $get } 교환
tkr-opt-benefits-done = 라운드 종료 혜택 마치기(받을 수 있는 나머지는 받고, 하지 않은 교환은 사라집니다)
tkr-err-benefit-first = 먼저 { $card }의 혜택을 받으세요. 액션의 카드 혜택은 다음 액션 전에 받습니다.
tkr-err-no-benefit = 지금 { $card }에서 받을 혜택이 없습니다. 액션 후 혜택은 그 액션을 수행한 직후, 라운드 종료 혜택은 라운드의 끝에 받습니다.
tkr-err-benefit-choice = { $when ->
    [round-end] 라운드 종료 혜택으로
   *[action] 이 액션 후 혜택으로
} { $card }에서 고를 수 있는 선택이 아닙니다. 고를 수 있는 것: { $choices }.
tkr-err-benefit-undecided = 마치기 전에 { $card }의 혜택을 고르세요.
tkr-err-no-benefits-owed = 받을 라운드 종료 혜택이 남아 있지 않습니다.
tkr-err-unknown-benefit-card = `{ $word }` 장군이나 국가 발전 카드는 없습니다.
tkr-log-game-ends = { $round }라운드를 끝으로 게임이 끝납니다. 이번 라운드에는 유지 및 갱신을 하지 않습니다.

## 플레이
tkr-name = 삼국지 리덕스
tkr-rules = 삼국지 리덕스(3인: 위, 오, 촉). 매 라운드 입찰 순서 2번과 3번 칸의 국가가 동맹이 되고 3번 칸의 국가가 동맹 액션을 고릅니다. 그다음 입찰 순서대로 한 번에 장군 한 명씩 액션에 놓거나(행정 혹은 전투로 입찰하며, 전투 액션에는 부대를, 그 밖에 지지도 토큰이나 한나라 황제 토큰을 더합니다) 입찰을 마칩니다. 각 액션에서 가장 높게 입찰한 국가가 그 액션을 수행합니다: 농장과 시장, 거래, 기술, 국가 발전, 무기, 군대, 공물, 지지도, 한나라 황제, 15개 국경 지대를 둔 전투, 부족 우호도. 부족 우호도 액션을 하지 않으면 부족 우호도가 내려가고, 유지비는 금과 쌀로 내거나 적자 토큰을 받습니다. 12라운드가 끝나거나, 한 국가가 농장과 시장 개발 5단계, 황제, 다섯 번째 국경 지대 점령에 이르면 게임이 끝나고 아홉 가지 점수로 승자를 정합니다. 많은 카드가 임시 데이터입니다(⚠ 표시): 인쇄된 카드의 실제 내용이 공개되지 않아 우리가 만든 대체 카드이며, `/card <이름>`으로 각 카드가 하는 일을 볼 수 있습니다. 입찰은 세 번 눌러 합니다(장군, 액션 — 각 항목에 배치한 뒤의 합계가 높은 순으로 나옵니다 — 그다음 부대, 금, 토큰). /ally로 동맹과 비공개로 이야기하고, /card로 카드를 찾아보세요.
tkr-q-draft = 뽑은 장군 가운데 { $keep }명을 비밀리에 고르세요(모두 고르면 함께 공개합니다).
tkr-q-alliance = 이번 라운드의 동맹 액션을 고르세요({ $ally ->
    [wei] 위와
    [wu] 오와
   *[shu] 촉과
} 함께 입찰합니다).
tkr-q-bid = { $round }라운드: 배치할 장군을 고르거나 이번 입찰을 마치세요.
tkr-q-bid-space = { $general }: 액션을 고르세요. 각 항목에 이 장군의 입찰 값과 배치한 뒤의 합계가 높은 순으로 나옵니다(동점이면 먼저 도달한 쪽이 앞섭니다).
tkr-q-bid-final = { $general } → { $space }: 함께 보낼 것과 더할 토큰을 고르세요. 각 항목에 배치한 뒤의 합계가 높은 순으로 나옵니다.
tkr-q-bid-carry = { $general } → { $space }: 함께 보낼 것을 고르세요(토큰은 다음에 고릅니다).
tkr-q-bid-tokens = { $general } → { $space }: 지지도 토큰이나 한나라 황제 토큰을 더할까요?
tkr-opt-bid-space = { $space }: +{ $value } → { $standing }
tkr-opt-bid-final = { $carry }{ $tokens }: +{ $value } → { $standing }
tkr-opt-bid-carry = { $carry }: +{ $value } → { $standing }
tkr-opt-back = ← 뒤로
tkr-carry = { $units ->
    [0] { $gold ->
        [0] 장군만
       *[other] 금 { $gold }개
    }
   *[other] { $unit ->
        [infantry] 보병
        [cavalry] 기병
        [archer] 궁병
       *[navy] 해군
    } 부대 { $units }개
}
tkr-carry-kind = { $kind ->
    [infantry] 보병
    [cavalry] 기병
    [archer] 궁병
    [navy] 해군
    [gold] 금
   *[nothing] 장군만
}
tkr-tokens = { $support ->
    [0] {""}
   *[other] , 지지도 토큰 { $support }개
}{ $han ->
    [yes] , 한나라 황제 토큰
   *[no] {""}
}
tkr-tokens-group = { $support ->
    [0] { $han ->
        [yes] 한나라 황제 토큰
       *[no] 토큰 없음
    }
   *[other] 지지도 토큰 { $support }개{ $han ->
        [yes] {" "}+ 한나라 황제 토큰
       *[no] {""}
    }
}
tkr-standing = { $sides }
tkr-side = { $kingdom ->
    [wei] 위
    [wu] 오
   *[shu] 촉
} { $total }
tkr-side-allied = { $a ->
    [wei] 위
    [wu] 오
   *[shu] 촉
}+{ $b ->
    [wei] 위
    [wu] 오
   *[shu] 촉
} { $total }
tkr-side-none = 입찰 없음
tkr-q-perform = 승리한 액션을 원하는 순서로 수행하거나 마치세요(남은 액션 { $left }개).
tkr-free-place = 부대, 금, 지지도, 한나라 황제 토큰을 더하려면 `place <장군> <액션> units=2 unit=cavalry gold=1 support=1 han`처럼 입력하세요.
tkr-opt-general = { $general }(행정력 { $adm }, 전투력 { $cmb }, 통솔력 { $ldr })
tkr-opt-place = { $space }: +{ $value }{ $units ->
    [0] {""}
   *[other] , { $unit ->
        [infantry] 보병
        [cavalry] 기병
        [archer] 궁병
       *[navy] 해군
    } 부대 { $units }개
}{ $gold ->
    [0] {""}
   *[other] , 금 { $gold }개
}
tkr-opt-pass = 이번 입찰 마치기
tkr-opt-do = { $space }: { $choice }
tkr-opt-finish = 액션 수행 마치기(승리한 액션 { $n }개 포기)
tkr-q-confirm-finish = 지금 액션 수행을 마치고 승리한 액션 { $n }개({ $spaces })을(를) 포기할까요? 포기한 액션은 이번 라운드에 다시 할 수 없습니다.
tkr-opt-confirm-finish = 예: 마치고 승리한 액션 { $n }개 포기
tkr-opt-back-to-actions = ← 아니요, 액션으로 돌아가기
tkr-log-auto-done = { $kingdom ->
    [wei] 위는
    [wu] 오는
   *[shu] 촉은
} { $why ->
    [none] 이번 라운드에 승리한 액션이 없어
    [all] 승리한 액션을 모두 수행해
   *[unable] 남은 승리한 액션을 하나도 수행할 수 없어
} 차례를 자동으로 마칩니다.
tkr-log-already-finished = 이번 라운드의 액션 수행은 이미 자동으로 끝났습니다. 더 마칠 것이 없습니다.
tkr-log-conceded = { $kingdom ->
    [wei] 위가
    [wu] 오가
   *[shu] 촉이
} 기권했습니다. 게임을 끝내고 점수를 계산합니다.
tkr-err-three-players = 삼국지 리덕스는 위, 오, 촉 3명이 합니다.
tkr-log-edit = 진행자 수정: `{ $command }`.
tkr-err-edit-unknown = 알 수 없는 수정 명령 `{ $value }`. 형식: { $forms }.
tkr-err-edit-kingdom = `{ $value }`은(는) 국가가 아닙니다(wei, wu, shu). 형식: { $forms }.
tkr-err-edit-number = `{ $value }`은(는) { $min }부터 { $max }까지의 숫자가 아닙니다.
tkr-err-edit-order = 입찰 순서에는 wei, wu, shu를 한 번씩 쉼표로 이어 적으세요(`{ $value }` 아님). 형식: { $forms }.
tkr-err-edit-bidding = 입찰 중에는 입찰 순서를 바꿀 수 없습니다(`{ $value }`). 형식: { $forms }.
tkr-err-edit-breaks = 그렇게 수정하면 장군이나 카드가 두 곳에 있게 됩니다: `{ $value }`. 형식: { $forms }.
tkr-err-edit-development = 개발 등급 { $level }에서는 개발 영역의 뒤집힌 토큰 { $developed }개와 보관한 토큰 { $stored }개를 둘 수 없습니다. 뒤집힌 토큰 + 보관한 토큰 ≤ 등급 ≤ 5입니다.
tkr-err-edit-general = `{ $value }`은(는) { $kingdom ->
    [wei] 위나라
    [wu] 오나라
   *[shu] 촉나라
}의 장군이 아닙니다.
tkr-err-edit-general-busy = { $general } 장군은 이번 라운드에 입찰했거나 한나라 황제 조종 액션 위에 뒤집혀 있습니다. 라운드가 끝난 뒤에 옮기세요.
tkr-err-edit-general-elsewhere = { $general } 장군은 자기 나라의 장군 카드 더미에도, 등용된 장군 가운데에도 없습니다(등용 중이거나 국경 지대를 점령하고 있습니다).
tkr-err-edit-card-elsewhere = { $card } 카드는 카드 더미에도, 이 나라에도 없습니다. 다른 나라가 가지고 있거나 두 번 적었습니다.
tkr-err-edit-location = `{ $value }`은(는) { $kingdom ->
    [wei] 위나라
    [wu] 오나라
   *[shu] 촉나라
} 국경의 비어 있는 국경 지대가 아니거나, 그 나라는 이미 장군 5명으로 국경 지대를 점령했습니다.
tkr-err-edit-carried = 그렇게 수정하면 { $kingdom ->
    [wei] 위나라
    [wu] 오나라
   *[shu] 촉나라
}가 이번 라운드 입찰에 쓴 부대, 금, 지지도 토큰보다 가진 것이 적어집니다.
tkr-err-unknown-general = `{ $word }` 장군은 없습니다.
tkr-err-unknown-space = `{ $word }` 액션은 없습니다.
tkr-err-unknown-card = `{ $word }` 국가 발전 카드는 없습니다.
tkr-err-unknown-location = `{ $word }` 국경 지대는 없습니다.
tkr-err-bad-number = `{ $word }`은(는) 숫자가 아닙니다.
tkr-err-repeated-key = `{ $line }`에 `{ $key }` 항목이 두 번 이상 있습니다. 뜻하는 값 하나로 한 번만 쓰세요.
tkr-err-bad-line = `{ $line }`은(는) 삼국지 리덕스의 행동이 아닙니다: `draft …`, `alliance <액션>`, `place <장군> <액션> …`, `pass`, `do <액션> …`, `finish`, `done`, `gain <카드> …`, `swap <카드> <줄 것> for <받을 것>`.
tkr-status-round = { $round }라운드({ $phase ->
    [draft] 장군 등용
    [alliance] 동맹 액션 선택
    [bidding] 입찰
    [resolution] 액션 수행
    [round-end] 라운드 종료 혜택
   *[over] 게임 종료
}){ $orders ->
    [both] , 이번 라운드 액션 순서 { $actions }, 다음 라운드 입찰 순서 { $order }
    [none] {""}
   *[bid] , 입찰 순서 { $order }
}.
tkr-status-realm = { $kingdom ->
    [wei] 위
    [wu] 오
   *[shu] 촉
}: 금 { $gold }, 쌀 { $rice }, 지지도 { $support }, 적자 { $deficits }; 부족 우호도 { $favor }; 농장 { $farm }(곡물 창고 { $granary }), 시장 { $market }(국고 { $treasury }); 훈련되지 않은 군대 { $untrained }, 훈련된 군대 { $trained }; 창 { $spear }, 말 { $horse }, 석궁 { $crossbow }, 배 { $boat }; 군사 점수 { $military }; 관직 { $office }.
tkr-status-mat = { $kingdom ->
    [wei] 위
    [wu] 오
   *[shu] 촉
}: { $built }; { $hand }; { $generals }.
tkr-status-hand = 내 국가 발전 카드(지금 내 건설 비용, 승점, 능력):
tkr-status-card = • { $card }
tkr-status-allies = 이번 라운드 동맹: { $a ->
    [wei] 위
    [wu] 오
   *[shu] 촉
}와(과) { $b ->
    [wei] 위
    [wu] 오
   *[shu] 촉
}; 동맹 액션: { $space }.
tkr-status-not-chosen = 아직 정하지 않음
tkr-status-last-alliance = 지난 라운드의 동맹 액션(이번 라운드에는 고를 수 없음): { $space }.
tkr-status-passed = 이번 라운드 입찰을 마친 국가: { $kingdoms }.
tkr-status-han = 한나라 황제 토큰: { $holder ->
    [wei] 위
    [wu] 오
    [shu] 촉
   *[none] 일반 공급처
}. 이번 라운드에 한나라 황제 조종은 { $han ->
    [adm] 행정
   *[cmb] 전투
}, 지지도 얻기는 { $support ->
    [adm] 행정
   *[cmb] 전투
} 기준으로 입찰합니다.
tkr-status-han-resting = 이번 라운드에 한나라 황제 조종 위에 뒤집혀 입찰할 수 없는 장군: { $general }.
tkr-status-semicolon = { $a }; { $b }
tkr-status-space = { $space }{ $criterion ->
    [adm] (행정)
    [cmb] (전투)
    [units] (전투 + 부대)
   *[none] {""}
}{ $alliance ->
    [yes] {" "}[동맹 액션]
   *[no] {""}
}: { $criterion ->
    [none] {""}
   *[other] { $standing } — {""}
}{ $bids }
tkr-status-bids = { $kingdom ->
    [wei] 위
    [wu] 오
   *[shu] 촉
}{ $lead ->
    [leads] {" "}★ 선두
    [won] {" "}★ 승리
   *[no] {""}
}{ $done ->
    [yes] {" "}(수행함)
   *[no] {""}
}: { $generals }
tkr-status-border = { $border } — { $locations }.
tkr-status-location = { $location }({ $unit }): { $holder }
tkr-status-occupier = { $kingdom ->
    [wei] 위
    [wu] 오
   *[shu] 촉
} — { $occupier }
tkr-status-free = 비어 있음
tkr-end = { $kingdom ->
    [wei] 위가
    [wu] 오가
   *[shu] 촉이
} 승리했습니다: { $scores }.
tkr-end-score = { $kingdom ->
    [wei] 위
    [wu] 오
   *[shu] 촉
} { $vp }점
