module Puppet::Parser::Functions
  newfunction(:r12_kinds, :type => :rvalue) do |args|
    args.map { |a| "#{a.class}:#{a.inspect}" }.join(' ')
  end
end
