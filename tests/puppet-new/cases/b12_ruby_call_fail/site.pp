notice(r12y::must('x'))
notice(r12y::must(''))
