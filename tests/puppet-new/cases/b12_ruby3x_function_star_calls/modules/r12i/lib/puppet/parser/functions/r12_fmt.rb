module Puppet::Parser::Functions
  newfunction(:r12_fmt, :type => :rvalue) do |args|
    list, n = args
    joined = function_join([function_sort([list]), ','])
    function_sprintf(['%s x%03d', joined, n])
  end
end
