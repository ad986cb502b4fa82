module Puppet::Parser::Functions
  newfunction(:r12_port, :type => :rvalue) do |args|
    raise(Puppet::ParseError, "r12_port(): Wrong number of arguments given (#{args.size} for 1)") if args.size != 1
    port = Integer(args[0])
    raise(Puppet::ParseError, "r12_port(): #{port} is out of range") unless (1..65_535).cover?(port)
    port
  end
end
