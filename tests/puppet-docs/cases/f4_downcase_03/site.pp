{'A' => 'HEllO', 'B' => 'GOODBYE'}.downcase()
