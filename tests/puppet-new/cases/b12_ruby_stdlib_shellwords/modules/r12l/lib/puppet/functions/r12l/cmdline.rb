require 'shellwords'

Puppet::Functions.create_function(:'r12l::cmdline') do
  dispatch :cmdline do
    param 'String', :cmd
    param 'Array[String]', :args
  end

  def cmdline(cmd, args)
    line = ([cmd] + args).shelljoin
    [line, Shellwords.split(line).size, Shellwords.escape('x;y')]
  end
end
