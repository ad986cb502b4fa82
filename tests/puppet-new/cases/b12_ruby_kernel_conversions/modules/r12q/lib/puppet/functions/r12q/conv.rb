Puppet::Functions.create_function(:'r12q::conv') do
  dispatch :conv do
    param 'Array[String]', :items
  end

  def conv(items)
    items.map do |i|
      begin
        Integer(i)
      rescue ArgumentError
        begin
          Float(i)
        rescue ArgumentError => e
          "bad: #{e.message}"
        end
      end
    end
  end
end
