# 왕좌의 게임: 보드 그림의 문구.

thrones-board-title = 왕좌의 게임
thrones-board-round = { $round }라운드 · { $phase ->
    [draft] 게임 준비(플롯 드래프트)
    [mulligan] 게임 준비
    [setup] 게임 준비
    [plot] 플롯 단계
    [first-player] 플롯 단계
    [marshalling] 결집 단계
    [challenges] 경쟁 단계
    [plot-end] 플롯 단계
    [dominance] 지배 단계
    [standing] 세움 단계
    [taxation] 징세 단계
   *[over] 게임 종료
}
thrones-board-to-act = { $houses } 차례
thrones-board-winner = { $house } 승리(권력 { $power })
thrones-board-winner-conceded = { $house } 승리: { $loser } 기권

## 가문 영역
thrones-board-first = 시작 플레이어
thrones-board-you = 나
thrones-board-power = 권력
thrones-board-power-of = / { $goal }
thrones-board-banner = 가문 문장
thrones-board-gold = 황금
thrones-board-hand = 손
thrones-board-deck = 덱
thrones-board-plots-left = 플롯 덱
thrones-board-used-plots = 사용한 플롯
thrones-board-discard = 버린 카드
thrones-board-dead = 죽은 카드
thrones-board-plot = 플롯
thrones-board-no-plot = 아직 공개한 플롯 없음
thrones-board-plot-numbers = 수입 { $income } · 우선 값 { $initiative } · 획득 값 { $claim }
thrones-board-secret = { $phase ->
    [mulligan] { $done ->
        [1] 멀리건 결정함
       *[0] 멀리건 결정 중
    }
    [setup] { $done ->
        [1] 준비 카드를 뒷면으로 놓음
       *[0] 준비 카드 놓는 중
    }
   *[plot] { $done ->
        [1] 다음 플롯을 비밀리에 고름
       *[0] 다음 플롯 고르는 중
    }
}
thrones-board-made = 벌인 경쟁
thrones-board-dominance = 지배 승리
thrones-board-characters = 인물
thrones-board-locations = 장소
thrones-board-none = 없음

## 카드
thrones-board-mark-military = 군
thrones-board-mark-intrigue = 계
thrones-board-mark-power = 권
thrones-board-str = 힘
thrones-board-knelt = 누움
thrones-board-card-power = 권력
thrones-board-attacking = 공격 중
thrones-board-defending = 방어 중
thrones-board-bypassed = 잠행에 막힘
thrones-board-dying = 죽는 중
thrones-board-duplicates = 복제 { $n }장
thrones-board-attachment-knelt = { $card }(누움)

## 진행 중인 경쟁
thrones-board-challenge = { $house }의 { $kind } 경쟁
thrones-board-step = { $step ->
    [attackers] 공격자 지정 중
    [stealth] 잠행 대상 고르는 중
    [defenders] 방어자 지정 중
    [claim] 획득 효과 고르는 중
    [after-attackers] 공격자 지정 뒤 행동
    [after-defenders] 방어자 지정 뒤 행동
    [resolved] 결과에 대한 응답
   *[kills] 인물이 죽는 중
}
thrones-board-challenge-won = { $house } 승리
thrones-board-attackers = 공격자: { $cards }
thrones-board-defenders = 방어자: { $cards }
thrones-board-no-defenders = 방어자: 아직 없음
thrones-board-undefended = 방어자: 없음
