# Runs a command through Puppet::Util::Execution (systemd::escape runs systemd-escape so).
Puppet::Functions.create_function(:'rt::execute') do
  dispatch :execute do
    repeated_param 'String', :argv
  end

  def execute(*argv)
    out = Puppet::Util::Execution.execute(argv)
    "#{out.inspect} #{out.exitstatus}"
  rescue Puppet::ExecutionFailure => e
    "failed: #{e.message}"
  end
end
