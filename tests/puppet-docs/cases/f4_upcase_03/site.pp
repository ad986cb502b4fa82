{'a' => 'hello', 'b' => 'goodbye'}.upcase()
