// Testimonials on About (SPEC §2): the paged list, shown two at a time, each with the person's
// photo, name, position, review and a star rating; more pages load on request.
import type { TestimonialItem } from '@common/api-types';
import { FallbackImage } from '@/components/fallback-image';
import { LoadMoreButton } from '@/components/load-more-button';
import { Stars } from '@/components/stars';
import { testimonialPhotoSizes } from '@/lib/image-sizes';
import { pictureOf, uploadedImage } from '@/lib/uploaded-picture';
import { useInterfaceWords } from '@/lib/interface-words';
import { inPairs, useTestimonials } from '../api/testimonials';

export function Testimonials() {
  const testimonials = useTestimonials();
  const { t, known } = useInterfaceWords();
  return (
    <section className="section section--sand" aria-labelledby="testimonials-title">
      <div className="container">
        <span className="eyebrow">{t('testimonials.eyebrow')}</span>
        <h2 id="testimonials-title">{t('testimonials.heading')}</h2>
        {testimonials.error && (
          <p className="status-message status-message--error" role="alert">
            {t('testimonials.error', { reason: known(testimonials.error.message) })}
          </p>
        )}
        <div className="testimonial-pairs">
          {inPairs(testimonials.items).map((pair) => (
            <div className="testimonial-pair" key={pair.map((t) => t.id).join('-')}>
              {pair.map((testimonial) => (
                <TestimonialCard key={testimonial.id} testimonial={testimonial} />
              ))}
            </div>
          ))}
        </div>
        {testimonials.loading && (
          <p className="status-message" role="status">
            {t('testimonials.loading')}
          </p>
        )}
        {testimonials.hasMore && !testimonials.loading && <LoadMoreButton label={t('testimonials.more')} onClick={testimonials.loadMore} />}
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: TestimonialItem }) {
  return (
    <figure className="testimonial">
      <Stars value={testimonial.stars} />
      <blockquote className="testimonial__review">
        <p>{testimonial.review}</p>
      </blockquote>
      <figcaption className="testimonial__person">
        <FallbackImage className="testimonial__photo" {...uploadedImage('testimonials', pictureOf(testimonial, 'image_url'), testimonial.name)} sizes={testimonialPhotoSizes} width={64} height={64} loading="lazy" />
        <span>
          <span className="testimonial__name">{testimonial.name}</span>
          <span className="testimonial__position">{testimonial.position}</span>
        </span>
      </figcaption>
    </figure>
  );
}
