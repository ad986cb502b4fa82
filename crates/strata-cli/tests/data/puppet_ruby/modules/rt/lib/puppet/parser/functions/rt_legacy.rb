# A 3.x function: lookupvar, function_* calls and an early return.
module Puppet::Parser::Functions
  newfunction(:rt_legacy, :type => :rvalue, :arity => 1) do |args|
    return 'empty' if args[0] == ''
    prefix = lookupvar('rt_var')
    function_sprintf(['%s-%s-%d', prefix, args[0], args.size])
  end
end
