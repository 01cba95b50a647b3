import Testing
import ZReaderHTML

@Suite("Simple TeX as Unicode")
struct TeXFormulaTests {
    /// TeX as bodies carry it, and what a reader sees instead.
    static let table: [(tex: String, unicode: String)] = [
        ("m^{2}", "m²"), ("m^2", "m²"), ("\\epsilon_{0}", "ε₀"), ("\\frac{GM}{r^2}", "GM/r²"),
        ("E=mc^2", "E = mc²"), ("a \\times b", "a × b"), ("a\\cdot b", "a·b"), ("x \\leq y", "x ≤ y"),
        ("x\\geq 0", "x ≥ 0"), ("a \\neq b", "a ≠ b"), ("\\pm 1", "±1"), ("n \\to \\infty", "n → ∞"),
        ("x \\rightarrow 0", "x → 0"), ("\\sqrt{2}", "√2"), ("\\sqrt{x^2+y^2}", "√(x² + y²)"),
        ("\\sqrt[3]{8}", "∛8"), ("\\frac{a+b}{c}", "(a + b)/c"), ("\\frac{1}{2\\pi}", "1/(2π)"),
        ("\\frac{1}{2}mv^{2}", "(1/2)mv²"), ("F=G\\frac{Mm}{r^{2}}", "F = GMm/r²"),
        ("\\alpha+\\beta=\\gamma", "α + β = γ"), ("\\Delta T", "ΔT"), ("\\Omega", "Ω"),
        ("10^{-3}", "10⁻³"), ("x_{1}^{2}", "x₁²"), ("v_{\\text{max}}", "vₘₐₓ"), ("90^{\\circ}", "90°"),
        ("f'(x)", "f′(x)"), ("\\partial f", "∂f"), ("\\sum_{i=1}^{n} a_i", "∑ᵢ₌₁ⁿaᵢ"), ("\\int f\\,dx", "∫f dx"),
        ("\\sin\\theta", "sin θ"), ("\\sin(x)", "sin(x)"), ("\\sin\\frac{x}{2}", "sin(x/2)"),
        ("\\left( a+b \\right)^{2}", "(a + b)²"), ("-x", "-x"), ("x=-1", "x = -1"), ("a, b", "a, b"),
        ("P = h A \\Delta T", "P = hAΔT"), ("\\lambda \\approx 500\\,\\text{nm}", "λ ≈ 500 nm"),
    ]

    @Test func simpleTeXBecomesUnicode() {
        for (tex, unicode) in TeXFormulaTests.table {
            #expect(TeXFormula.unicode(tex) == unicode, "\(tex)")
        }
    }

    /// What Unicode cannot say keeps the whole formula TeX: never half converted.
    @Test(arguments: [
        "\\begin{aligned} a &= b \\\\ c &= d \\end{aligned}", "\\vec{F}", "\\hat{x}", "e^{\\frac{1}{2}}",
        "x^{q}", "\\mathbb{R}", "\\overline{AB}", "\\lim_{x \\to 0}", "a \\over b", "x_{Q}", "\\frac{a}{", "{",
        "\\sqrt[5]{x}", "",
    ])
    func theRestStaysTeX(_ tex: String) {
        #expect(TeXFormula.unicode(tex) == nil)
    }
}
