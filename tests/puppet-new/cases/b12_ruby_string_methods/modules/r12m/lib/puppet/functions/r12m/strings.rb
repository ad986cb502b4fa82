Puppet::Functions.create_function(:'r12m::strings') do
  dispatch :strings do
    param 'String', :s
  end

  def strings(s)
    t = s.strip
    {
      'tr' => t.tr('lo', '01'),
      'squeeze' => 'aaabbbccc'.squeeze,
      'center' => t[0, 5].center(11, '*'),
      'ljust' => 'ab'.ljust(5, '.'),
      'scan' => t.scan(/[A-Z]\w+/),
      'sub_hash' => t.gsub(/[aeiou]/, 'a' => '4', 'e' => '3', 'o' => '0'),
      'casecmp' => t.casecmp?('hello, puppet world'),
      'starts' => t.start_with?('Hell'),
      'format' => format('%-6s|%05.1f|%x', 'ab', 3.14159, 255),
      'chars' => t.each_char.first(3),
      'split_limit' => 'a:b:c:d'.split(':', 2),
      'swapcase' => t.swapcase,
      'succ' => 'az9'.succ,
      'ord' => 'A'.ord,
      'index' => t.index('Puppet'),
    }
  end
end
