require 'set'

Puppet::Functions.create_function(:'r12w::dedupe') do
  Entry = Struct.new(:name, :count)

  dispatch :dedupe do
    param 'Array[String]', :items
  end

  def dedupe(items)
    seen = Set.new
    firsts = items.select { |i| seen.add?(i) }
    counts = items.group_by(&:itself).map { |k, v| Entry.new(k, v.size) }
    [firsts, seen.size, counts.sort_by(&:name).map { |e| "#{e.name}x#{e.count}" }]
  end
end
