# Twilight Struggle: questions, answers and log lines of the Mid War events #59-#81, #107, #108.
