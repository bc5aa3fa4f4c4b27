# 함께 쓰는 진행 단계(비밀 동시 선택, 차례 돌기, 응답 기회).
flow-log-picked = { $seat } 선택 완료.
flow-err-not-asked = 여기서 답할 차례가 아닙니다: { $seat }.
flow-err-already-answered = 이미 답했습니다: { $seat }. 답은 바꿀 수 없습니다.
flow-err-not-your-turn = 이번 차례는 { $turn }입니다({ $seat } 아님).
flow-err-closed = 이 단계는 끝났습니다. 더 답할 수 없습니다.
