notice(A::3)
