['A', 'B', ['C', ['D']], {'X' => 'Y'}].downcase
