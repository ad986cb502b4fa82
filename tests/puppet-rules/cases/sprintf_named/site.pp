# Ruby's named references: %<name> formatted by the conversion after it, %{name} as text
notice(sprintf('%<a>s|%-6{b}|%05<c>d|%<d>.2f|%{e}', { 'a' => 'x', 'b' => 1, 'c' => 42, 'd' => 3.14159, 'e' => [1, 2] }))
notice(sprintf('[nftables] %<chain>s %<comment>s', { 'chain' => 'INPUT', 'comment' => 'Rejected: ' }))
