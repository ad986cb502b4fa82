# The Puppet code's frames at the call, as simplib::debug::stacktrace reads them.
Puppet::Functions.create_function(:'rt::stack') do
  dispatch :stack do
  end

  def stack
    Puppet::Pops::PuppetStack.stacktrace.map { |file, line| "#{File.basename(file)}:#{line}" }
  end
end
